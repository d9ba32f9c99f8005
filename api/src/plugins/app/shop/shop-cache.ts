/**
 * The public catalogue's answers, kept per process (ARCHITECTURE 4: cheap anonymous reads).
 * Correct only while it hears of every change: the `shop_catalog_changed` notification
 * (migration 0009: products, stock, cities, districts, coupons) clears it on every replica at
 * commit; a write answered by this process also clears it before its answer leaves, so the
 * writer's next read is fresh even before the notification arrives. While the feed is down
 * nothing is kept. A read that started before a clear never stores what it read (generation).
 * Entries also expire after `ttlMs` (coupons become valid or expire with time alone).
 */
import { createHash } from 'node:crypto';

export interface CachedAnswer {
  value: unknown;
  /** Weak: the same JSON, however it is compressed. */
  etag: string;
  /** When this content was read, to the second (HTTP dates have no finer grain). */
  lastModified: Date;
}

export interface ShopCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
}

export function createShopCache({
  maxEntries = 1_000,
  ttlMs = 30_000,
  now = Date.now,
}: ShopCacheOptions = {}) {
  const entries = new Map<string, { answer: CachedAnswer; expires: number }>();
  let generation = 0;
  let online = false;

  const toAnswer = (value: unknown): CachedAnswer => ({
    value,
    etag: `W/"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`,
    lastModified: new Date(Math.floor(now() / 1000) * 1000),
  });

  return {
    async read(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.answer;
      const startedAt = generation;
      const answer = toAnswer(await load());
      if (online && startedAt === generation) {
        entries.delete(key);
        entries.set(key, { answer, expires: now() + ttlMs });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      }
      return answer;
    },

    /** Something the catalogue shows changed (here or on another replica). */
    changed(): void {
      generation += 1;
      entries.clear();
    },

    setOnline(value: boolean): void {
      online = value;
      this.changed();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ShopCache = ReturnType<typeof createShopCache>;
