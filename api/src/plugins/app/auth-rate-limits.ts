import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../i18n/messages.ts';
import { isAdmin } from '../../lib/current-user.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { currentUser } from './auth.ts';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of POST /auth/token: per IP, and per IP + username. */
    loginRateLimit: Guard;
    /** preHandler of POST /auth/register: per IP. */
    registerRateLimit: Guard;
    /** preHandler of POST /auth/change-password: per signed-in user, from any address. */
    passwordChangeRateLimit: Guard;
    /** preHandler of POST /coupons/validate and /apply: per user and per IP. */
    couponCheckRateLimit: Guard;
    /** preHandler of POST /tickets/: per customer (issue 20). */
    ticketCreateRateLimit: Guard;
    /** preHandler of POST /tickets/{id}/messages: per customer; admins answer unlimited. */
    ticketMessageRateLimit: Guard;
  }
}

/**
 * @fastify/rate-limit marks a request as "limited" after its first limiter, so two stacked
 * `rateLimit()` hooks would silently skip the second. `createRateLimit` gives bare counters;
 * this guard checks each and answers 429 itself.
 *
 * A counter that cannot be read (Redis down: the store fails at once, see plugins/app/redis.ts)
 * refuses the attempt with 503. Fail closed: guessing passwords or coupon codes unlimited while
 * Redis is away is worse than an attempt that waits for it, and nothing else needs Redis.
 */
export function guard(limiters: Limiter[]): Guard {
  return async (request) => {
    for (const limiter of limiters) {
      let result: Awaited<ReturnType<Limiter>>;
      try {
        result = await limiter(request);
      } catch (err) {
        request.log.error({ err }, 'rate limit store unavailable: attempt refused');
        throw new HttpError(503, MESSAGES.serviceUnavailable);
      }
      if (!result.isAllowed && result.isExceeded) {
        throw new HttpError(429, MESSAGES.tooManyRequests, {
          'retry-after': String(result.ttlInSeconds),
        });
      }
    }
  };
}

const ip = (request: FastifyRequest) => normalizeIP(request.ip);
const userId = (request: FastifyRequest) => currentUser(request).id;
const loginName = (request: FastifyRequest) =>
  String((request.body as { username?: unknown } | undefined)?.username ?? '')
    .trim()
    .toLowerCase();

export default fp(
  async (fastify: FastifyInstance) => {
    const limits = fastify.config.rateLimits;
    const limiter = (max: number, timeWindow: number, key: (r: FastifyRequest) => string) => {
      // `cache` sizes this limiter's LRU; the plugin default (5000 keys) is easy to flush.
      const options = { max, timeWindow, keyGenerator: key, cache: 50_000 };
      return fastify.createRateLimit(options);
    };
    const loginPerIp = limiter(limits.loginPerIp, limits.loginWindowMs, (r) => `login:${ip(r)}`);
    const loginPerUser = limiter(
      limits.loginPerUser,
      limits.loginWindowMs,
      (r) => `login:${ip(r)}:${loginName(r)}`,
    );
    const registerPerIp = limiter(
      limits.registerPerIp,
      limits.registerWindowMs,
      (r) => `register:${ip(r)}`,
    );
    const passwordChangePerUser = limiter(
      limits.passwordChangePerUser,
      limits.passwordChangeWindowMs,
      (r) => `password-change:${userId(r)}`,
    );
    const couponCheckPerUser = limiter(
      limits.couponCheckPerUser,
      limits.couponCheckWindowMs,
      (r) => `coupon-check:user:${userId(r)}`,
    );
    const couponCheckPerIp = limiter(
      limits.couponCheckPerIp,
      limits.couponCheckWindowMs,
      (r) => `coupon-check:ip:${ip(r)}`,
    );
    fastify.decorate('loginRateLimit', guard([loginPerIp, loginPerUser]));
    fastify.decorate('registerRateLimit', guard([registerPerIp]));
    fastify.decorate('passwordChangeRateLimit', guard([passwordChangePerUser]));
    fastify.decorate('couponCheckRateLimit', guard([couponCheckPerIp, couponCheckPerUser]));
    const ticketCreatePerUser = limiter(
      limits.ticketCreatePerUser,
      limits.ticketWindowMs,
      (r) => `ticket-create:${userId(r)}`,
    );
    const ticketMessagePerUser = limiter(
      limits.ticketMessagePerUser,
      limits.ticketWindowMs,
      (r) => `ticket-message:${userId(r)}`,
    );
    const customersOnly =
      (inner: Guard): Guard =>
      async (request) => {
        if (!isAdmin(currentUser(request))) await inner(request);
      };
    fastify.decorate('ticketCreateRateLimit', customersOnly(guard([ticketCreatePerUser])));
    fastify.decorate('ticketMessageRateLimit', customersOnly(guard([ticketMessagePerUser])));
  },
  { name: 'auth-rate-limits', dependencies: ['@fastify/rate-limit'] },
);
