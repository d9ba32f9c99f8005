import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import { CityStockPage, CityStockQuery } from '@storefront/shared/contract/stock';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { listRoute } from '../list-route.ts';

const STOCKED = taggedTexts('catalog')(
  'Товары в наличии в городе (администраторы)',
  'Товары, которые есть хотя бы в одном районе города, по названию; districts — ' +
    'районы с количеством больше 0. search — часть названия.',
);

/** GET /cities/{id}/stock (admins): the products stocked in a city (shop-spec 1.1). */
const stock: FastifyPluginAsyncTypebox = async (fastify) => {
  listRoute(
    fastify,
    '/:id/stock',
    {
      schema: tokenSchema(
        STOCKED,
        { params: IdParams, querystring: CityStockQuery },
        { 200: CityStockPage },
        401,
        403,
        404,
        422,
      ),
      onRequest: fastify.requireAdmin,
    },
    (query, p, request) => fastify.stock.ofCity(request.params.id, query.search, p),
  );
};

export default stock;
