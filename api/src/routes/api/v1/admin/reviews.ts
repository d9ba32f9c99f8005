import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import { AdminReviewsQuery, Review, ReviewsPage } from '@storefront/shared/contract/reviews';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import type { Moderation } from '../../../../plugins/app/reviews/reviews.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['reviews'];
const SUMMARIES: Record<Moderation, string> = {
  publish: 'Опубликовать отзыв (администраторы)',
  reject: 'Отклонить отзыв (администраторы)',
};

/** /admin/reviews: the moderation queue and its two actions (shop-spec 2.3), admins only. */
const adminReviews: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Отзывы на модерации и проверенные (администраторы)',
        description:
          'Сначала на модерации (старые первыми — очередь), затем проверенные (недавно ' +
          'проверенные первыми). pending_count — все на модерации, без учёта фильтра.',
        security,
        querystring: AdminReviewsQuery,
        response: { 200: ReviewsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { reviews, total, pendingCount } = await fastify.reviews.moderation(
        request.query.status,
        p,
      );
      return { reviews, ...pagedAnswer(total, p), pending_count: pendingCount };
    },
  );

  for (const move of ['publish', 'reject'] as const) {
    fastify.post(
      `/:id/${move}`,
      {
        schema: {
          tags,
          summary: SUMMARIES[move],
          description:
            'В любом состоянии (отклонённый можно опубликовать). Рейтинг товара меняется сразу.',
          security,
          params: IdParams,
          response: { 200: Review, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request) =>
        fastify.reviews.moderate(currentUser(request), request.params.id, move, request.ip),
    );
  }
};

export default adminReviews;
