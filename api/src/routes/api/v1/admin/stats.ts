import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivityStats } from '@storefront/shared/contract/activities';
import { UserStats } from '@storefront/shared/contract/admin-users';
import { TaskStats } from '@storefront/shared/contract/tasks';
import { Type } from 'typebox';
import { errorResponses } from '../../../../schemas/openapi.ts';

const AdminStats = Type.Object({ users: UserStats, activities: ActivityStats, tasks: TaskStats });

/** GET /admin/stats: the statistics page in one call (admins only: it shows the event log). */
const stats: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Статистика: пользователи, события и задачи',
        security: [{ OAuth2PasswordBearer: [] }],
        response: { 200: AdminStats, ...errorResponses(401, 403) },
      },
      onRequest: fastify.requireAdmin,
    },
    async () => {
      const { statistics } = fastify;
      const [users, activities, tasks] = await Promise.all([
        statistics.users(),
        statistics.activities(),
        statistics.tasks(),
      ]);
      return { users, activities, tasks };
    },
  );
};

export default stats;
