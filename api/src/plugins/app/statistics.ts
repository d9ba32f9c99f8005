import type { UserStats } from '@storefront/shared/contract/admin-users';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { utcPeriodStarts } from '../../lib/instants.ts';

declare module 'fastify' {
  interface FastifyInstance {
    statistics: ReturnType<typeof createStatistics>;
  }
}

/** The counters of the statistics page (spec 3; issue 3), periods in UTC. */
function createStatistics(fastify: FastifyInstance) {
  const { usersRepository, activitiesRepository, tasksRepository } = fastify;
  return {
    async users(): Promise<UserStats> {
      const [totals, logins] = await Promise.all([
        usersRepository.totals(),
        activitiesRepository.countSince('login', utcPeriodStarts().today),
      ]);
      return {
        total_users: totals.total,
        active_users: totals.active,
        admin_users: totals.admins,
        recent_logins: logins,
      };
    },

    activities() {
      return activitiesRepository.stats(utcPeriodStarts());
    },

    tasks(assignee?: number) {
      return tasksRepository.stats(assignee);
    },
  };
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.decorate('statistics', createStatistics(fastify));
  },
  {
    name: 'statistics',
    dependencies: ['users-repository', 'activities-repository', 'tasks-repository'],
  },
);
