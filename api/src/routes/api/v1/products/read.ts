import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CatalogListQuery } from '@storefront/shared/contract/catalog';
import { Product, ProductsPage } from '@storefront/shared/contract/products';
import { listAnswer } from '../../../../lib/paging.ts';
import { itemSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['catalog'];
const LIST = {
  tags,
  summary: 'Товары: поиск по названию, страницы',
  description:
    'Порядок: название в русской сортировке, затем id. search — часть названия без учёта ' +
    'регистра (% и _ — обычные символы). total точный.',
};

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/',
    { schema: querySchema(LIST, CatalogListQuery, ProductsPage, 401, 422) },
    (request) =>
      listAnswer(request.query, (p) => fastify.productsRepository.page(request.query.search, p)),
  );

  fastify.get(
    '/:id',
    { schema: itemSchema({ tags, summary: 'Товар' }, Product, 401, 404, 422) },
    async (request) => fastify.products.read(request.params.id),
  );
};

export default read;
