import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateDistrictBody,
  District,
  UpdateDistrictBody,
} from '@storefront/shared/contract/catalog';
import { IdParams } from '@storefront/shared/contract/paging';
import { Type } from 'typebox';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['catalog'];

const change: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.districts;
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Добавить район (администраторы)',
        description:
          'Название уникально в своём городе без учёта регистра (иначе 400); город должен ' +
          'существовать (иначе 422 на city_id).',
        security,
        body: CreateDistrictBody,
        response: { 201: District, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const district = await manage.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(district);
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Изменить район (администраторы); city_id переносит его в другой город',
        security,
        params: IdParams,
        body: UpdateDistrictBody,
        response: { 200: District, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      manage.update(currentUser(request), request.params.id, request.body, request.ip),
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Удалить район (администраторы)',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await manage.remove(currentUser(request), request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default change;
