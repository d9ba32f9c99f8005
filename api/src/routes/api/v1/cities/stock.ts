import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import { CityStockPage, CityStockQuery } from '@storefront/shared/contract/stock';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

/** GET /cities/{id}/stock (admins): the products stocked in a city (shop-spec 1.1). */
const stock: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:id/stock',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Товары в наличии в городе (администраторы)',
        description:
          'Товары, которые есть хотя бы в одном районе города, по названию; districts — ' +
          'районы с количеством больше 0. search — часть названия.',
        security,
        params: IdParams,
        querystring: CityStockQuery,
        response: { 200: CityStockPage, ...errorResponses(401, 403, 404, 422) },
      },
      onRequest: fastify.requireAdmin,
    },
    async (request) => {
      const p = paging(request.query);
      const { city, products, total } = await fastify.stock.ofCity(
        request.params.id,
        request.query.search,
        p,
      );
      return { city, products, ...pagedAnswer(total, p) };
    },
  );
};

export default stock;
