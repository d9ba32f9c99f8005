import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import { CreateTaskBody, Task, UpdateTaskBody } from '@storefront/shared/contract/tasks';
import { Type } from 'typebox';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['tasks'];

const change: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.tasks;
  fastify.addHook('onRequest', fastify.requireStaffMember);

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Создать задачу (персонал и администраторы)',
        description: 'assigned_to — активный сотрудник (исполнитель, персонал, администратор).',
        security,
        body: CreateTaskBody,
        response: { 201: Task, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const task = await manage.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(task);
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Изменить задачу',
        description:
          'Исполнитель меняет только status и description своих задач. completed_at ставится ' +
          'при переходе в done и снимается при выходе из него.',
        security,
        params: IdParams,
        body: UpdateTaskBody,
        response: { 200: Task, ...errorResponses(401, 403, 404, 422) },
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
        summary: 'Удалить задачу (персонал и администраторы)',
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
