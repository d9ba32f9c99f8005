import type { UserRow } from '../../../db/schema/index.ts';

/**
 * The signed-in users this process has read, so the per-request token-version re-check costs no
 * database round trip (issue 3: the list answers at the speed of its one query).
 *
 * It is correct only while it hears about every change to a user row: the `user_changed`
 * notification (migration 0004) evicts an entry on every replica at commit. While that feed is
 * down the cache is offline: every read goes to the database and nothing is kept.
 *
 * Within this process it is exact: a write marks its id `pending` before it runs, and the id
 * stays uncached until the write's own notification arrives (after commit) or, for a write that
 * rolled back and so announced nothing, until PENDING_MS pass. A read that started before an
 * eviction never stores what it read (the generation check).
 *
 * Across replicas it is exact once a change has been announced: the notification reaches every
 * listener at commit. So a write that takes rights away answers only after `announced(id)`
 * (its own notification came back, so the others' have been sent): the next request, on any replica, arrives after the
 * eviction rather than racing it (reliability: the demoted token on the other replica).
 */
export interface UserCacheOptions {
  maxEntries?: number;
  /** An entry is re-read after this long even without a notification: a bound, not the rule. */
  ttlMs?: number;
  now?: () => number;
}

const PENDING_MS = 5_000;

export function createUserCache({
  maxEntries = 10_000,
  ttlMs = 30_000,
  now = Date.now,
}: UserCacheOptions = {}) {
  const entries = new Map<number, { user: UserRow; expires: number }>();
  const pending = new Map<number, number>();
  const waiting = new Map<number, (() => void)[]>();
  let generation = 0;
  let online = false;

  const isPending = (id: number) => {
    const until = pending.get(id);
    if (until === undefined) return false;
    if (until > now()) return true;
    pending.delete(id);
    return false;
  };

  const evict = (id: number) => {
    generation += 1;
    entries.delete(id);
  };

  return {
    /** The user from memory when known and unchanged, else from `load` (kept when allowed). */
    async read(id: number, load: () => Promise<UserRow | null>): Promise<UserRow | null> {
      const hit = entries.get(id);
      if (hit && hit.expires > now()) return hit.user;
      const startedAt = generation;
      const user = await load();
      if (user && online && startedAt === generation && !isPending(id)) {
        entries.delete(id);
        // Frozen: one object now serves many requests, none of which may change it.
        entries.set(id, { user: Object.freeze(user), expires: now() + ttlMs });
        // Map keeps insertion order: the first key is the least recently stored.
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as number);
      }
      return user;
    },

    /** A write to this user is about to run here: forget it until its notification. */
    beginChange(id: number): void {
      pending.set(id, now() + PENDING_MS);
      evict(id);
    },

    /** The database announced a committed change to this user (from any process). */
    changed(id: number): void {
      pending.delete(id);
      evict(id);
      for (const resume of waiting.get(id) ?? []) resume();
      waiting.delete(id);
    },

    /**
     * Resolves once this process's pending write to the user has been announced: at once when
     * it already was, or when the feed is down (every replica then reads the database), and
     * after PENDING_MS at the latest (a write that rolled back announces nothing).
     */
    announced(id: number): Promise<void> {
      if (!online || !isPending(id)) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, PENDING_MS);
        const resume = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.set(id, [...(waiting.get(id) ?? []), resume]);
      });
    },

    /** The feed of changes went up or down; either way what we held may be stale. */
    setOnline(value: boolean): void {
      online = value;
      generation += 1;
      entries.clear();
      for (const resumes of waiting.values()) for (const resume of resumes) resume();
      waiting.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type UserCache = ReturnType<typeof createUserCache>;
