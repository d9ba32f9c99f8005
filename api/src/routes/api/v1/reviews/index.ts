import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PublicReviewsPage,
  PublicReviewsQuery,
  Review,
  ReviewBody,
} from '@storefront/shared/contract/reviews';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { notModified } from '../../../../schemas/openapi.ts';
import { createSchema, publicSchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { createRoute } from '../create-route.ts';

const text = taggedTexts('reviews');
const PUBLISHED = text(
  'Опубликованные отзывы',
  'Без токена. Новые первыми. С product_id — отзывы товара и rating: средняя оценка ' +
    '(один знак, null без отзывов) из хранимого агрегата; total — из счётчиков. ETag и ' +
    'Last-Modified; Cache-Control: no-cache — опубликованный или отклонённый отзыв виден ' +
    'при следующем запросе, неизменённый ответ — 304 (If-None-Match).',
);
const SEND = text(
  'Оставить отзыв',
  'На свой выполненный заказ, один раз: чужой или неизвестный заказ — 404, не выполненный ' +
    '— 400, повторный отзыв — 409. rating — целое 1..5, text — от 10 до 2000 символов после ' +
    'обрезки пробелов (иначе 422). Отзыв создаётся на модерации (pending).',
);

/** /reviews: published reviews (anyone) and sending one (signed in), shop-spec 2.3. */
const reviews: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: publicSchema(
        PUBLISHED,
        { querystring: PublicReviewsQuery },
        { 200: PublicReviewsPage, ...notModified },
        422,
      ),
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

  createRoute(
    fastify,
    '/',
    {
      schema: createSchema(SEND, ReviewBody, Review, 400, 401, 404, 409, 422),
      onRequest: fastify.authenticate,
    },
    (viewer, body, ip) => fastify.reviews.create(viewer, body, ip),
  );
};

export default reviews;
