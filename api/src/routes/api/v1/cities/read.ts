import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CatalogListQuery, CitiesPage, City } from '@storefront/shared/contract/catalog';
import { listAnswer } from '../../../../lib/paging.ts';
import { itemSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['catalog'];
const LIST = {
  tags,
  summary: 'Города: поиск по названию, страницы',
  description:
    'Порядок: название в русской сортировке, затем id. search — часть названия без учёта ' +
    'регистра (% и _ — обычные символы). total точный; число городов: page=1&size=1.',
};

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.citiesRepository;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/',
    { schema: querySchema(LIST, CatalogListQuery, CitiesPage, 401, 422) },
    (request) =>
      listAnswer(request.query, async (p) => {
        const { rows, total } = await repo.page(request.query.search, p);
        return { cities: rows, total };
      }),
  );

  fastify.get(
    '/:id',
    { schema: itemSchema({ tags, summary: 'Город' }, City, 401, 404, 422) },
    async (request) => fastify.cities.read(request.params.id),
  );
};

export default read;
