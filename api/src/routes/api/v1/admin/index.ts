import type { FastifyPluginAsync } from 'fastify';
import activities from './activities/index.ts';
import ledger from './ledger.ts';
import orders from './orders.ts';
import payments from './payments.ts';
import reviews from './reviews.ts';
import settings from './settings.ts';
import stats from './stats.ts';
import tickets from './tickets.ts';
import users from './users/index.ts';

/**
 * /api/v1/admin: spec section 7, Admin users, and the event log of issue 3. Who may call what
 * is decided per route file (see plugins/app/access.ts and the authorization matrix test).
 */
const admin: FastifyPluginAsync = async (fastify) => {
  await fastify.register(users, { prefix: '/users' });
  await fastify.register(activities, { prefix: '/activities' });
  await fastify.register(ledger, { prefix: '/ledger' });
  await fastify.register(orders, { prefix: '/orders' });
  await fastify.register(payments, { prefix: '/payments' });
  await fastify.register(tickets, { prefix: '/tickets' });
  await fastify.register(reviews, { prefix: '/reviews' });
  await fastify.register(settings, { prefix: '/settings' });
  await fastify.register(stats);
};

export default admin;
