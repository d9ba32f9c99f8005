import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import {
  Task,
  TaskList,
  TaskListQuery,
  TaskStats,
  TaskStatsQuery,
  TasksPage,
  UpcomingQuery,
} from '@storefront/shared/contract/tasks';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['tasks'];

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.tasksRepository;
  const { assigneeScope } = fastify.tasks;
  fastify.addHook('onRequest', fastify.requireStaffMember);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Задачи: новые сверху, фильтры по статусу и исполнителю',
        security,
        querystring: TaskListQuery,
        response: { 200: TasksPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { status, assigned_to: requested } = request.query;
      const assignedTo = assigneeScope(currentUser(request), requested);
      const p = paging(request.query);
      const { rows, total } = await repo.page({ status, assignedTo }, p);
      return { tasks: rows, ...pagedAnswer(total, p) };
    },
  );

  fastify.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Статистика задач: всего, выполнено, просрочено',
        security,
        querystring: TaskStatsQuery,
        response: { 200: TaskStats, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      fastify.statistics.tasks(assigneeScope(currentUser(request), request.query.assigned_to)),
  );

  fastify.get(
    '/overdue',
    {
      schema: {
        tags,
        summary: 'Просроченные задачи (до 100, раньше срок — выше)',
        security,
        querystring: TaskStatsQuery,
        response: { 200: TaskList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => repo.overdue(assigneeScope(currentUser(request), request.query.assigned_to)),
  );

  fastify.get(
    '/upcoming',
    {
      schema: {
        tags,
        summary: 'Задачи со сроком в ближайшие days дней (по умолчанию 7; до 100)',
        security,
        querystring: UpcomingQuery,
        response: { 200: TaskList, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { days = 7, assigned_to: requested } = request.query;
      return repo.upcoming(days, assigneeScope(currentUser(request), requested));
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Задача',
        security,
        params: IdParams,
        response: { 200: Task, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => fastify.tasks.read(currentUser(request), request.params.id),
  );
};

export default read;
