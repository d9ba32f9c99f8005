import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminReviewsQuery, Review, ReviewsPage } from '@storefront/shared/contract/reviews';
import { listAnswer } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import type { Moderation } from '../../../../plugins/app/reviews/reviews.ts';
import { itemSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['reviews'];
const QUEUE = {
  tags,
  summary: 'Отзывы на модерации и проверенные (администраторы)',
  description:
    'Сначала на модерации (старые первыми — очередь), затем проверенные (недавно ' +
    'проверенные первыми). pending_count — все на модерации, без учёта фильтра.',
};
const SUMMARIES: Record<Moderation, string> = {
  publish: 'Опубликовать отзыв (администраторы)',
  reject: 'Отклонить отзыв (администраторы)',
};
const MODERATED =
  'В любом состоянии (отклонённый можно опубликовать). Рейтинг товара меняется сразу.';

/** /admin/reviews: the moderation queue and its two actions (shop-spec 2.3), admins only. */
const adminReviews: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    { schema: querySchema(QUEUE, AdminReviewsQuery, ReviewsPage, 401, 403, 422) },
    (request) =>
      listAnswer(request.query, async (p) => {
        const { pendingCount, ...page } = await fastify.reviews.moderation(request.query.status, p);
        return { ...page, pending_count: pendingCount };
      }),
  );

  for (const move of ['publish', 'reject'] as const) {
    const text = { tags, summary: SUMMARIES[move], description: MODERATED };
    fastify.post(
      `/:id/${move}`,
      { schema: itemSchema(text, Review, 401, 403, 404, 422) },
      async (request) =>
        fastify.reviews.moderate(currentUser(request), request.params.id, move, request.ip),
    );
  }
};

export default adminReviews;
