import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CatalogListQuery, CitiesPage, City } from '@storefront/shared/contract/catalog';
import { IdParams } from '@storefront/shared/contract/paging';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['catalog'];

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.citiesRepository;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Города: поиск по названию, страницы',
        description:
          'Порядок: название в русской сортировке, затем id. search — часть названия без учёта ' +
          'регистра (% и _ — обычные символы). total точный; число городов: page=1&size=1.',
        security,
        querystring: CatalogListQuery,
        response: { 200: CitiesPage, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { rows, total } = await repo.page(request.query.search, p);
      return { cities: rows, ...pagedAnswer(total, p) };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Город',
        security,
        params: IdParams,
        response: { 200: City, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => fastify.cities.read(request.params.id),
  );
};

export default read;
