import rateLimit from '@fastify/rate-limit';

/**
 * Registered with `global: false`: only the auth routes are limited, through limiters that
 * `plugins/app/auth-rate-limits.ts` builds. In-memory for now; the scale-out issue passes a
 * Redis client here so every instance shares the counters.
 */
export default rateLimit;
export const autoConfig = {
  global: false,
  // Room for many IP+username keys, so rotating usernames cannot flush real counters quickly.
  cache: 50_000,
};
