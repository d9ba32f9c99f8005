import { CatalogListQuery, CitiesPage, City } from '@storefront/shared/contract/catalog';
import { itemSchema, querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('catalog');
const LIST = text(
  'Города: поиск по названию, страницы',
  'Порядок: название в русской сортировке, затем id. search — часть названия без учёта ' +
    'регистра (% и _ — обычные символы). total точный; число городов: page=1&size=1.',
);

export default guardedRoutes('authenticate', (fastify) => {
  const repo = fastify.citiesRepository;

  listRoute(
    fastify,
    '/',
    { schema: querySchema(LIST, CatalogListQuery, CitiesPage, 401, 422) },
    (query, p) => repo.page(query.search, p),
  );

  fastify.get('/:id', { schema: itemSchema(text('Город'), City, 401, 404, 422) }, async (request) =>
    fastify.cities.read(request.params.id),
  );
});
