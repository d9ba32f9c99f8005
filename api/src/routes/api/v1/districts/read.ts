import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CatalogListQuery,
  CityIdParams,
  District,
  DistrictsPage,
} from '@storefront/shared/contract/catalog';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { notFound } from '../../../../lib/http-errors.ts';
import { listAnswer } from '../../../../lib/paging.ts';
import { itemSchema, tokenSchema } from '../../../../schemas/route-schema.ts';

const tags = ['catalog'];
const OF_CITY = {
  tags,
  summary: 'Районы города: поиск по названию, страницы',
  description: 'Порядок и поиск как у городов; неизвестный город — 404.',
};

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.districtsRepository;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/city/:cityId',
    {
      schema: tokenSchema(
        OF_CITY,
        { params: CityIdParams, querystring: CatalogListQuery },
        { 200: DistrictsPage },
        401,
        404,
        422,
      ),
    },
    async (request) => {
      const { cityId } = request.params;
      // An empty list would not tell a city without districts from a wrong link.
      if (!(await fastify.citiesRepository.findById(cityId))) throw notFound(MESSAGES.cityNotFound);
      return listAnswer(request.query, async (p) => {
        const { rows, total } = await repo.page(cityId, request.query.search, p);
        return { districts: rows, total };
      });
    },
  );

  fastify.get(
    '/:id',
    { schema: itemSchema({ tags, summary: 'Район' }, District, 401, 404, 422) },
    async (request) => fastify.districts.read(request.params.id),
  );
};

export default read;
