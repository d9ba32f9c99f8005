import { City, CreateCityBody, UpdateCityBody } from '@storefront/shared/contract/catalog';
import { taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { writeRoutes } from '../write-routes.ts';

const text = taggedTexts('catalog');

/** Changing cities: admins only. */
export default guardedRoutes('requireAdmin', (fastify) => {
  writeRoutes(fastify, fastify.cities, {
    item: City,
    create: {
      ...text(
        'Добавить город (администраторы)',
        'Название обрезается по краям и уникально без учёта регистра (иначе 400).',
      ),
      body: CreateCityBody,
      errors: [400, 401, 403, 422],
    },
    update: {
      ...text('Изменить город (администраторы)'),
      body: UpdateCityBody,
      errors: [400, 401, 403, 404, 422],
    },
    remove: {
      ...text(
        'Удалить город (администраторы)',
        'Город с районами не удаляется (409): сначала удалите районы.',
      ),
      errors: [401, 403, 404, 409, 422],
    },
  });
});
