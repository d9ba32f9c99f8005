import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every replica when REDIS_URL is set (the auth rate limits); else null. */
    redis: Redis | null;
  }
}

/**
 * A Redis that is down must make a login fail fast, never wait: commands are not queued while
 * disconnected (enableOfflineQueue) nor retried (maxRetriesPerRequest), a connection attempt
 * and a command each give up after a bound, and reconnection goes on in the background, so the
 * limits work again as soon as Redis is back. What the limits do meanwhile (refuse: 503) is
 * decided in auth-rate-limits.ts.
 */
const CONNECT_TIMEOUT_MS = 2_000;
const COMMAND_TIMEOUT_MS = 1_000;

export function createRedis(url: string): Redis {
  return new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
}

/** Resolves once connected, or after the first failure: a slow Redis never blocks the start. */
function firstConnection(redis: Redis): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      redis.off('ready', onReady);
      redis.off('error', onError);
      clearTimeout(timer);
      resolve(ok);
    };
    const onReady = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), CONNECT_TIMEOUT_MS + 500);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}

export default fp(
  async (fastify: FastifyInstance) => {
    const config = fastify.config.redis;
    if (!config) {
      fastify.decorate('redis', null);
      return;
    }
    const redis = createRedis(config.url);
    // One line per outage, not one per reconnection attempt (ioredis reports each).
    let up = true;
    redis.on('error', (err) => {
      if (up) fastify.log.error({ err }, 'Redis unreachable: logins and registrations answer 503');
      up = false;
    });
    redis.on('ready', () => {
      if (!up) fastify.log.info('Redis reachable again');
      up = true;
    });
    fastify.decorate('redis', redis);
    fastify.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
    await firstConnection(redis);
  },
  { name: 'redis' },
);
