import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_PAYMENTS_CONFIG } from '../../../lib/payments-env.ts';
import { currentUser } from '../auth.ts';
import { guard } from '../auth-rate-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of POST /payments: per signed-in user (issue 20). */
    paymentCreateRateLimit: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * POST /payments per user per minute, counted like the login limits (in Redis with REDIS_URL,
 * so every replica counts the same creates; fail closed with 503 while Redis is down). The
 * number of pending payments a user may hold is the database's count (payments.ts).
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const config = fastify.config.payments ?? DEFAULT_PAYMENTS_CONFIG;
    // `cache` sizes this limiter's LRU, as in auth-rate-limits.ts.
    const options = {
      max: config.createPerUser,
      timeWindow: config.createWindowMs,
      keyGenerator: (request: FastifyRequest) => `payment-create:${currentUser(request).id}`,
      cache: 50_000,
    };
    const perUser = fastify.createRateLimit(options);
    fastify.decorate('paymentCreateRateLimit', guard([perUser]));
  },
  { name: 'payment-rate-limits', dependencies: ['@fastify/rate-limit'] },
);
