import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminStats } from '@storefront/shared/contract/statistics';
import { errorResponses } from '../../../../schemas/openapi.ts';

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
