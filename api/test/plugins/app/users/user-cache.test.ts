import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { UserRow } from '../../../../src/db/schema/index.ts';
import { createUserCache } from '../../../../src/plugins/app/users/user-cache.ts';

const user = (id: number, tokenVersion = 0) => ({ id, tokenVersion }) as UserRow;

/** A cache on a hand-moved clock, online, with a loader that counts its database reads. */
function setup(options: { maxEntries?: number } = {}) {
  let time = 0;
  const cache = createUserCache({ ...options, ttlMs: 1_000, now: () => time });
  cache.setOnline(true);
  const reads: number[] = [];
  const load = (row: UserRow | null, id = row?.id ?? 0) => {
    return () => {
      reads.push(id);
      return Promise.resolve(row);
    };
  };
  return { cache, reads, load, tick: (ms: number) => (time += ms) };
}

describe('user cache', () => {
  it('reads a user once, then answers from memory', async () => {
    const { cache, reads, load } = setup();
    assert.equal((await cache.read(1, load(user(1))))?.id, 1);
    assert.equal((await cache.read(1, load(user(1))))?.id, 1);
    assert.deepEqual(reads, [1]);
  });

  it('keeps nothing while its change feed is offline', async () => {
    const { cache, reads, load } = setup();
    await cache.read(1, load(user(1)));
    cache.setOnline(false);
    await cache.read(1, load(user(1)));
    await cache.read(1, load(user(1)));
    assert.deepEqual(reads, [1, 1, 1]);
    assert.equal(cache.size, 0);
  });

  it('forgets a user whose change is announced, and reads the new row', async () => {
    const { cache, load } = setup();
    await cache.read(1, load(user(1, 0)));
    cache.changed(1);
    assert.equal((await cache.read(1, load(user(1, 1))))?.tokenVersion, 1);
  });

  it('does not cache a user while its own write is pending, until the announcement', async () => {
    const { cache, reads, load } = setup();
    cache.beginChange(1);
    await cache.read(1, load(user(1)));
    await cache.read(1, load(user(1)));
    assert.equal(reads.length, 2, 'uncommitted: every read goes to the database');
    cache.changed(1);
    await cache.read(1, load(user(1)));
    await cache.read(1, load(user(1)));
    assert.equal(reads.length, 3);
  });

  it('caches again a while after a write that never announced itself (rolled back)', async () => {
    const { cache, reads, load, tick } = setup();
    cache.beginChange(1);
    tick(6_000);
    await cache.read(1, load(user(1)));
    await cache.read(1, load(user(1)));
    assert.equal(reads.length, 1);
  });

  it('never stores a read that an eviction overtook', async () => {
    const { cache, reads } = setup();
    let finish: (row: UserRow) => void = () => {};
    const slow = cache.read(1, () => new Promise<UserRow>((resolve) => (finish = resolve)));
    cache.changed(1);
    finish(user(1, 0));
    await slow;
    assert.equal(cache.size, 0);
    assert.deepEqual(reads, []);
  });

  it('re-reads after the time limit, and holds at most maxEntries users', async () => {
    const { cache, reads, load, tick } = setup({ maxEntries: 2 });
    await cache.read(1, load(user(1)));
    tick(1_001);
    await cache.read(1, load(user(1)));
    assert.deepEqual(reads, [1, 1]);
    await cache.read(2, load(user(2)));
    await cache.read(3, load(user(3)));
    assert.equal(cache.size, 2);
    await cache.read(1, load(user(1)));
    assert.deepEqual(reads, [1, 1, 2, 3, 1], 'the oldest entry made room');
  });

  it('does not cache a missing user, and hands out frozen rows', async () => {
    const { cache, reads, load } = setup();
    assert.equal(await cache.read(9, load(null, 9)), null);
    assert.equal(await cache.read(9, load(null, 9)), null);
    assert.deepEqual(reads, [9, 9]);
    const row = await cache.read(1, load(user(1)));
    assert.ok(Object.isFrozen(row));
  });

  it('announced: waits for its own write to be announced, and not for what already was', async () => {
    const { cache } = setup();
    let heard = false;
    cache.beginChange(1);
    const waited = cache.announced(1).then(() => (heard = true));
    await Promise.resolve();
    assert.equal(heard, false, 'the write is not announced yet');
    cache.changed(1);
    await waited;
    assert.equal(heard, true);
    // Already announced, never written here, or the feed down: nothing to wait for.
    await cache.announced(1);
    await cache.announced(2);
    cache.beginChange(3);
    cache.setOnline(false);
    await cache.announced(3);
  });

  it('announced: a waiter is let go when the feed goes down', async () => {
    const { cache } = setup();
    cache.beginChange(1);
    const waited = cache.announced(1);
    cache.setOnline(false);
    await waited;
  });
});
