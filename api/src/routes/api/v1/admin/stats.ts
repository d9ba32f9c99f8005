import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ActivityStats } from '../../../../schemas/activities.ts';
import { UserStats } from '../../../../schemas/admin-users.ts';
import { errorResponses } from '../../../../schemas/common.ts';
import { TaskStats } from '../../../../schemas/tasks.ts';

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
