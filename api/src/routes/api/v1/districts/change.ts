import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateDistrictBody,
  District,
  UpdateDistrictBody,
} from '@storefront/shared/contract/catalog';
import { writeRoutes } from '../write-routes.ts';

const tags = ['catalog'];

/** Changing districts: admins only. */
const change: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);
  writeRoutes(fastify, fastify.districts, {
    item: District,
    create: {
      tags,
      summary: 'Добавить район (администраторы)',
      description:
        'Название уникально в своём городе без учёта регистра (иначе 400); город должен ' +
        'существовать (иначе 422 на city_id).',
      body: CreateDistrictBody,
      errors: [400, 401, 403, 422],
    },
    update: {
      tags,
      summary: 'Изменить район (администраторы); city_id переносит его в другой город',
      body: UpdateDistrictBody,
      errors: [400, 401, 403, 404, 422],
    },
    remove: { tags, summary: 'Удалить район (администраторы)', errors: [401, 403, 404, 422] },
  });
};

export default change;
