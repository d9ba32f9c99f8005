import {
  CatalogListQuery,
  CityIdParams,
  District,
  DistrictsPage,
} from '@storefront/shared/contract/catalog';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { notFound } from '../../../../lib/http-errors.ts';
import { itemSchema, taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('catalog');
const OF_CITY = text(
  'Районы города: поиск по названию, страницы',
  'Порядок и поиск как у городов; неизвестный город — 404.',
);

export default guardedRoutes('authenticate', (fastify) => {
  const repo = fastify.districtsRepository;

  listRoute(
    fastify,
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
    async (query, p, request) => {
      const { cityId } = request.params;
      // An empty list would not tell a city without districts from a wrong link.
      if (!(await fastify.citiesRepository.findById(cityId))) throw notFound(MESSAGES.cityNotFound);
      return repo.page(cityId, query.search, p);
    },
  );

  fastify.get(
    '/:id',
    { schema: itemSchema(text('Район'), District, 401, 404, 422) },
    async (request) => fastify.districts.read(request.params.id),
  );
});
