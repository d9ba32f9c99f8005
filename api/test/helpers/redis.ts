/**
 * The local Redis the scale-out tests use (127.0.0.1:6379). Each test works under a key prefix
 * of its own, removed afterwards, so runs never share counters. Without a Redis there, those
 * tests skip and say why.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

let reachable: Promise<boolean> | undefined;

/** A skip reason when the local Redis does not answer PING, else false. */
export async function redisSkipReason(): Promise<string | false> {
  reachable ??= (async () => {
    const redis = new Redis(LOCAL_REDIS_URL, {
      lazyConnect: true,
      connectTimeout: 1_000,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => {});
    try {
      await redis.connect();
      return (await redis.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      redis.disconnect();
    }
  })();
  return (await reachable) ? false : `no Redis answers at ${LOCAL_REDIS_URL}`;
}

export const uniquePrefix = () => `storefront-test-${randomBytes(4).toString('hex')}:`;

/** A short-lived client of the local Redis, to look at or clean up what a test left. */
export async function withRedis<T>(run: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(LOCAL_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    return await run(redis);
  } finally {
    redis.disconnect();
  }
}

export const keysUnder = (prefix: string) => withRedis((r) => r.keys(`${prefix}*`));

export async function dropKeysUnder(prefix: string): Promise<void> {
  await withRedis(async (r) => {
    const keys = await r.keys(`${prefix}*`);
    if (keys.length > 0) await r.del(...keys);
  });
}
