import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateTaskBody, Task, UpdateTaskBody } from '@storefront/shared/contract/tasks';
import { writeRoutes } from '../write-routes.ts';

const tags = ['tasks'];

/** Changing tasks: staff members (the service decides what each may change). */
const change: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireStaffMember);
  writeRoutes(fastify, fastify.tasks, {
    item: Task,
    create: {
      tags,
      summary: 'Создать задачу (персонал и администраторы)',
      description: 'assigned_to — активный сотрудник (исполнитель, персонал, администратор).',
      body: CreateTaskBody,
      errors: [401, 403, 422],
    },
    update: {
      tags,
      summary: 'Изменить задачу',
      description:
        'Исполнитель меняет только status и description своих задач. completed_at ставится ' +
        'при переходе в done и снимается при выходе из него.',
      body: UpdateTaskBody,
      errors: [401, 403, 404, 422],
    },
    remove: {
      tags,
      summary: 'Удалить задачу (персонал и администраторы)',
      errors: [401, 403, 404, 422],
    },
  });
};

export default change;
