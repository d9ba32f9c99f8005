import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PublicReviewsPage,
  PublicReviewsQuery,
  Review,
  ReviewBody,
} from '@storefront/shared/contract/reviews';
import { Type } from 'typebox';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

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
          '(один знак, null без отзывов) из хранимого агрегата; total — из счётчиков. ETag и ' +
          'Last-Modified; Cache-Control: no-cache — опубликованный или отклонённый отзыв виден ' +
          'при следующем запросе, неизменённый ответ — 304 (If-None-Match).',
        querystring: PublicReviewsQuery,
        response: {
          200: PublicReviewsPage,
          304: Type.Null({ description: 'Не изменилось' }),
          ...errorResponses(422),
        },
      },
    },
    async (request, reply) => {
      const p = paging(request.query);
      const productId = request.query.product_id;
      // Pages change only when a review of the product is published or withdrawn (or the
      // product changes): the shop cache drops them then, on every replica.
      const key = `reviews:${productId ?? ''}:${p.page}:${p.size}`;
      return fastify.serveCatalogue(request, reply, key, async () => {
        const { reviews, total, rating } = await fastify.reviews.published(productId, p);
        return { reviews, ...pagedAnswer(total, p), rating };
      });
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
