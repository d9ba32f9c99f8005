// The machine's Redis is shared with other tests: each topology uses keys under a prefix of its
// own (REDIS_KEY_PREFIX) and deletes them afterwards.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

export const REDIS_URL = process.env.RELIABILITY_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function uniquePrefix(): string {
  return `reliability:${randomBytes(6).toString('hex')}:`;
}

/** The keys under `prefix`, or with `drop` deleted; returns how many there were. */
export async function keysUnder(prefix: string, drop = false): Promise<number> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      count += keys.length;
      if (drop && keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    return count;
  } finally {
    redis.disconnect();
  }
}
