import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CatalogListQuery,
  CityIdParams,
  District,
  DistrictsPage,
} from '@storefront/shared/contract/catalog';
import { IdParams } from '@storefront/shared/contract/paging';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { notFound } from '../../../../lib/http-errors.ts';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['catalog'];

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.districtsRepository;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/city/:cityId',
    {
      schema: {
        tags,
        summary: 'Районы города: поиск по названию, страницы',
        description: 'Порядок и поиск как у городов; неизвестный город — 404.',
        security,
        params: CityIdParams,
        querystring: CatalogListQuery,
        response: { 200: DistrictsPage, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { cityId } = request.params;
      // An empty list would not tell a city without districts from a wrong link.
      if (!(await fastify.citiesRepository.findById(cityId))) throw notFound(MESSAGES.cityNotFound);
      const p = paging(request.query);
      const { rows, total } = await repo.page(cityId, request.query.search, p);
      return { districts: rows, ...pagedAnswer(total, p) };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Район',
        security,
        params: IdParams,
        response: { 200: District, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => fastify.districts.read(request.params.id),
  );
};

export default read;
