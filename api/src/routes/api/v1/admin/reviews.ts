import { AdminReviewsQuery, Review, ReviewsPage } from '@storefront/shared/contract/reviews';
import { currentUser } from '../../../../plugins/app/auth.ts';
import type { Moderation } from '../../../../plugins/app/reviews/reviews.ts';
import { itemSchema, querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('reviews');
const QUEUE = text(
  'Отзывы на модерации и проверенные (администраторы)',
  'Сначала на модерации (старые первыми — очередь), затем проверенные (недавно ' +
    'проверенные первыми). pending_count — все на модерации, без учёта фильтра.',
);
const SUMMARIES: Record<Moderation, string> = {
  publish: 'Опубликовать отзыв (администраторы)',
  reject: 'Отклонить отзыв (администраторы)',
};
const MODERATED =
  'В любом состоянии (отклонённый можно опубликовать). Рейтинг товара меняется сразу.';

/** /admin/reviews: the moderation queue and its two actions (shop-spec 2.3), admins only. */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(QUEUE, AdminReviewsQuery, ReviewsPage, 401, 403, 422) },
    async (query, p) => {
      const { pendingCount, ...page } = await fastify.reviews.moderation(query.status, p);
      return { ...page, pending_count: pendingCount };
    },
  );

  for (const move of ['publish', 'reject'] as const) {
    const moveText = text(SUMMARIES[move], MODERATED);
    fastify.post(
      `/:id/${move}`,
      { schema: itemSchema(moveText, Review, 401, 403, 404, 422) },
      async (request) =>
        fastify.reviews.moderate(currentUser(request), request.params.id, move, request.ip),
    );
  }
});
