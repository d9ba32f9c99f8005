import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { City, CreateCityBody, UpdateCityBody } from '@storefront/shared/contract/catalog';
import { writeRoutes } from '../write-routes.ts';

const tags = ['catalog'];

/** Changing cities: admins only. */
const change: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);
  writeRoutes(fastify, fastify.cities, {
    item: City,
    create: {
      tags,
      summary: 'Добавить город (администраторы)',
      description: 'Название обрезается по краям и уникально без учёта регистра (иначе 400).',
      body: CreateCityBody,
      errors: [400, 401, 403, 422],
    },
    update: {
      tags,
      summary: 'Изменить город (администраторы)',
      body: UpdateCityBody,
      errors: [400, 401, 403, 404, 422],
    },
    remove: {
      tags,
      summary: 'Удалить город (администраторы)',
      description: 'Город с районами не удаляется (409): сначала удалите районы.',
      errors: [401, 403, 404, 409, 422],
    },
  });
};

export default change;
