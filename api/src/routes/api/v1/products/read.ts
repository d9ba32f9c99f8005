import { Product, ProductsListQuery, ProductsPage } from '@storefront/shared/contract/products';
import { itemSchema, querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('catalog');
const LIST = text(
  'Товары: поиск по названию, страницы',
  'Порядок: название в русской сортировке, затем id. search — часть названия без учёта ' +
    'регистра (% и _ — обычные символы). low_stock=true — только «Мало на складе». total точный.',
);

export default guardedRoutes('authenticate', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(LIST, ProductsListQuery, ProductsPage, 401, 422) },
    (query, p) =>
      fastify.productsRepository.page(
        { search: query.search, lowStock: query.low_stock === true },
        p,
      ),
  );

  fastify.get(
    '/:id',
    { schema: itemSchema(text('Товар'), Product, 401, 404, 422) },
    async (request) => fastify.products.read(request.params.id),
  );
});
