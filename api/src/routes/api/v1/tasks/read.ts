import {
  Task,
  TaskList,
  TaskListQuery,
  TaskStats,
  TaskStatsQuery,
  TasksPage,
  UpcomingQuery,
} from '@storefront/shared/contract/tasks';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { itemSchema, querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('tasks');
const LIST = text('Задачи: новые сверху, фильтры по статусу и исполнителю');
const STATS = text('Статистика задач: всего, выполнено, просрочено');
const OVERDUE = text('Просроченные задачи (до 100, раньше срок — выше)');
const UPCOMING = text('Задачи со сроком в ближайшие days дней (по умолчанию 7; до 100)');

export default guardedRoutes('requireStaffMember', (fastify) => {
  const repo = fastify.tasksRepository;
  const { assigneeScope } = fastify.tasks;

  listRoute(
    fastify,
    '/',
    { schema: querySchema(LIST, TaskListQuery, TasksPage, 401, 403, 422) },
    async ({ status, assigned_to: requested }, p, request) => {
      const assignedTo = assigneeScope(currentUser(request), requested);
      return repo.page({ status, assignedTo }, p);
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
    { schema: itemSchema(text('Задача'), Task, 401, 403, 404, 422) },
    async (request) => fastify.tasks.read(currentUser(request), request.params.id),
  );
});
