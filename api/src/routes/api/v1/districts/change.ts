import {
  CreateDistrictBody,
  District,
  UpdateDistrictBody,
} from '@storefront/shared/contract/catalog';
import { taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { writeRoutes } from '../write-routes.ts';

const text = taggedTexts('catalog');

/** Changing districts: admins only. */
export default guardedRoutes('requireAdmin', (fastify) => {
  writeRoutes(fastify, fastify.districts, {
    item: District,
    create: {
      ...text(
        'Добавить район (администраторы)',
        'Название уникально в своём городе без учёта регистра (иначе 400); город должен ' +
          'существовать (иначе 422 на city_id).',
      ),
      body: CreateDistrictBody,
      errors: [400, 401, 403, 422],
    },
    update: {
      ...text('Изменить район (администраторы); city_id переносит его в другой город'),
      body: UpdateDistrictBody,
      errors: [400, 401, 403, 404, 422],
    },
    remove: { ...text('Удалить район (администраторы)'), errors: [401, 403, 404, 422] },
  });
});
