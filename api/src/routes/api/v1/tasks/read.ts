import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Task,
  TaskList,
  TaskListQuery,
  TaskStats,
  TaskStatsQuery,
  TasksPage,
  UpcomingQuery,
} from '@storefront/shared/contract/tasks';
import { listAnswer } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { itemSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['tasks'];
const LIST = { tags, summary: 'Задачи: новые сверху, фильтры по статусу и исполнителю' };
const STATS = { tags, summary: 'Статистика задач: всего, выполнено, просрочено' };
const OVERDUE = { tags, summary: 'Просроченные задачи (до 100, раньше срок — выше)' };
const UPCOMING = {
  tags,
  summary: 'Задачи со сроком в ближайшие days дней (по умолчанию 7; до 100)',
};

const read: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.tasksRepository;
  const { assigneeScope } = fastify.tasks;
  fastify.addHook('onRequest', fastify.requireStaffMember);

  fastify.get(
    '/',
    { schema: querySchema(LIST, TaskListQuery, TasksPage, 401, 403, 422) },
    (request) => {
      const { status, assigned_to: requested } = request.query;
      const assignedTo = assigneeScope(currentUser(request), requested);
      return listAnswer(request.query, async (p) => {
        const { rows, total } = await repo.page({ status, assignedTo }, p);
        return { tasks: rows, total };
      });
    },
  );

  fastify.get(
    '/stats',
    { schema: querySchema(STATS, TaskStatsQuery, TaskStats, 401, 403, 422) },
    async (request) =>
      fastify.statistics.tasks(assigneeScope(currentUser(request), request.query.assigned_to)),
  );

  fastify.get(
    '/overdue',
    { schema: querySchema(OVERDUE, TaskStatsQuery, TaskList, 401, 403, 422) },
    async (request) => repo.overdue(assigneeScope(currentUser(request), request.query.assigned_to)),
  );

  fastify.get(
    '/upcoming',
    { schema: querySchema(UPCOMING, UpcomingQuery, TaskList, 401, 403, 422) },
    async (request) => {
      const { days = 7, assigned_to: requested } = request.query;
      return repo.upcoming(days, assigneeScope(currentUser(request), requested));
    },
  );

  fastify.get(
    '/:id',
    { schema: itemSchema({ tags, summary: 'Задача' }, Task, 401, 403, 404, 422) },
    async (request) => fastify.tasks.read(currentUser(request), request.params.id),
  );
};

export default read;
