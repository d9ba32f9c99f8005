import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Product, ProductsListQuery, ProductsPage } from '@storefront/shared/contract/products';
import { listAnswer } from '../../../../lib/paging.ts';
import { itemSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['catalog'];
const LIST = {
  tags,
  summary: 'Товары: поиск по названию, страницы',
  description:
    'Порядок: название в русской сортировке, затем id. search — часть названия без учёта ' +
    'регистра (% и _ — обычные символы). low_stock=true — только «Мало на складе». total точный.',
};

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/',
    { schema: querySchema(LIST, ProductsListQuery, ProductsPage, 401, 422) },
    (request) =>
      listAnswer(request.query, (p) =>
        fastify.productsRepository.page(
          { search: request.query.search, lowStock: request.query.low_stock === true },
          p,
        ),
      ),
  );

  fastify.get(
    '/:id',
    { schema: itemSchema({ tags, summary: 'Товар' }, Product, 401, 404, 422) },
    async (request) => fastify.products.read(request.params.id),
  );
};

export default read;
