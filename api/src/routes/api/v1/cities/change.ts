import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { City, CreateCityBody, UpdateCityBody } from '@storefront/shared/contract/catalog';
import { IdParams } from '@storefront/shared/contract/paging';
import { Type } from 'typebox';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['catalog'];

const change: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.cities;
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Добавить город (администраторы)',
        description: 'Название обрезается по краям и уникально без учёта регистра (иначе 400).',
        security,
        body: CreateCityBody,
        response: { 201: City, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const city = await manage.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(city);
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Изменить город (администраторы)',
        security,
        params: IdParams,
        body: UpdateCityBody,
        response: { 200: City, ...errorResponses(400, 401, 403, 404, 422) },
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
        summary: 'Удалить город (администраторы)',
        description: 'Город с районами не удаляется (409): сначала удалите районы.',
        security,
        params: IdParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await manage.remove(currentUser(request), request.params.id, request.ip);
      return reply.code(204).send(null);
    },
  );
};

export default change;
