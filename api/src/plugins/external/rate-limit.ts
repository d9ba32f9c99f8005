import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

/**
 * Registered with `global: false`: only the auth routes are limited, through limiters that
 * `plugins/app/auth-rate-limits.ts` builds. With REDIS_URL the counters live in Redis, so every
 * replica counts the same attempts; without it, in this process's memory.
 */
export default rateLimit;

export const autoConfig = (fastify: FastifyInstance): RateLimitPluginOptions => {
  const common = {
    global: false,
    // A store error reaches the guard, which refuses the attempt (503): letting it through
    // would lift the brute-force limit for as long as Redis is down.
    skipOnError: false,
  };
  if (!fastify.redis || !fastify.config.redis) {
    // Room for many IP+username keys, so rotating usernames cannot flush real counters quickly.
    return { ...common, cache: 50_000 };
  }
  // Keys read `<prefix>rate-limit:undefinedundefined-login:<ip>`: the plugin's child stores
  // append a route's method and URL, which `createRateLimit` leaves unset.
  return {
    ...common,
    redis: fastify.redis,
    nameSpace: `${fastify.config.redis.keyPrefix}rate-limit:`,
  };
};
