import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/common.ts';
import { pagedAnswer, paging } from '../../../../schemas/paging.ts';
import {
  PublicReviewsPage,
  PublicReviewsQuery,
  Review,
  ReviewBody,
} from '../../../../schemas/reviews.ts';

const tags = ['reviews'];

/** /reviews: published reviews (anyone) and sending one (signed in), shop-spec 2.3. */
const reviews: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Опубликованные отзывы',
        description:
          'Без токена. Новые первыми. С product_id — отзывы товара и rating: средняя оценка ' +
          '(один знак, null без отзывов) из хранимого агрегата; total — из счётчиков.',
        querystring: PublicReviewsQuery,
        response: { 200: PublicReviewsPage, ...errorResponses(422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { reviews, total, rating } = await fastify.reviews.published(
        request.query.product_id,
        p,
      );
      return { reviews, ...pagedAnswer(total, p), rating };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Оставить отзыв',
        description:
          'На свой выполненный заказ, один раз: чужой или неизвестный заказ — 404, не выполненный ' +
          '— 400, повторный отзыв — 409. rating — целое 1..5, text — от 10 до 2000 символов после ' +
          'обрезки пробелов (иначе 422). Отзыв создаётся на модерации (pending).',
        security,
        body: ReviewBody,
        response: { 201: Review, ...errorResponses(400, 401, 404, 409, 422) },
      },
      onRequest: fastify.authenticate,
    },
    async (request, reply) => {
      const review = await fastify.reviews.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(review);
    },
  );
};

export default reviews;
