import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CatalogListQuery } from '@storefront/shared/contract/catalog';
import { IdParams } from '@storefront/shared/contract/paging';
import { Product, ProductsPage } from '@storefront/shared/contract/products';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['catalog'];

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.productsRepository;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Товары: поиск по названию, страницы',
        description:
          'Порядок: название в русской сортировке, затем id. search — часть названия без учёта ' +
          'регистра (% и _ — обычные символы). total точный.',
        security,
        querystring: CatalogListQuery,
        response: { 200: ProductsPage, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { products, total } = await repo.page(request.query.search, p);
      return { products, ...pagedAnswer(total, p) };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Товар',
        security,
        params: IdParams,
        response: { 200: Product, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => fastify.products.read(request.params.id),
  );
};

export default read;
