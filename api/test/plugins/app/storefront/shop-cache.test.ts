import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseStockChange } from '../../../../src/plugins/app/stock/stock-change.ts';
import { createShopCache, expiring } from '../../../../src/plugins/app/storefront/shop-cache.ts';

/** A load that waits until `release()`; counts its calls. */
function gated(value: unknown) {
  let release = () => {};
  const counter = {
    calls: 0,
    load: () => {
      counter.calls += 1;
      return new Promise<unknown>((resolve) => {
        release = () => resolve(value);
      });
    },
    release: () => release(),
  };
  return counter;
}

const KEYS = [
  'product:7:1',
  'product:7:',
  'product:70:1',
  'products:1:1:24:',
  'products:2:1:24:',
  'products::1:24:',
  'products:10:1:24:',
  'cities',
  'sitemap',
  'sitemap:products-2',
  'coupons',
  'reviews::1:20',
  'reviews::2:20',
  'reviews:7:1:20',
  'reviews:70:1:20',
];

/** The keys still cached after `act` (each probe read refills, so probe once). */
async function keptAfter(act: (cache: ReturnType<typeof createShopCache>) => void) {
  const cache = createShopCache();
  cache.setOnline(true);
  for (const key of KEYS) await cache.read(key, async () => key);
  act(cache);
  const kept: string[] = [];
  for (const key of KEYS) {
    let loaded = false;
    await cache.read(key, async () => {
      loaded = true;
      return key;
    });
    if (!loaded) kept.push(key);
  }
  return kept;
}

describe('shop cache', () => {
  it('parses stock payloads; anything else is not one', () => {
    assert.deepEqual(parseStockChange('stock:7:1:0'), { productId: 7, cityId: 1, flip: false });
    assert.deepEqual(parseStockChange('stock:7::1'), { productId: 7, cityId: null, flip: true });
    for (const other of ['products', 'product_stock', 'stock:7:1', 'stock:x:1:0', 'stock:7:1:2']) {
      assert.equal(parseStockChange(other), null, other);
    }
  });

  it('a stock change without a flip drops only the product’s pages', async () => {
    const kept = await keptAfter((cache) => cache.notified('stock:7:1:0'));
    assert.deepEqual(
      kept,
      KEYS.filter((k) => !k.startsWith('product:7:')),
    );
  });

  it('a flip also drops the city’s catalogue pages, the all-cities ones, the cities and the sitemap', async () => {
    const kept = await keptAfter((cache) => cache.notified('stock:7:1:1'));
    assert.deepEqual(kept, [
      'product:70:1',
      'products:2:1:24:',
      'products:10:1:24:',
      // on_sale and the sitemap count what is in stock: a crossing of zero may change them.
      'coupons',
      // A stock change never touches the reviews.
      'reviews::1:20',
      'reviews::2:20',
      'reviews:7:1:20',
      'reviews:70:1:20',
    ]);
  });

  it('a flip in an unknown city drops every catalogue page', async () => {
    const kept = await keptAfter((cache) => cache.notified('stock:7::1'));
    assert.deepEqual(kept, [
      'product:70:1',
      'coupons',
      'reviews::1:20',
      'reviews::2:20',
      'reviews:7:1:20',
      'reviews:70:1:20',
    ]);
  });

  it('any other payload clears everything', async () => {
    for (const payload of ['products', 'product_stock', 'coupons', 'garbage', '']) {
      assert.deepEqual(await keptAfter((cache) => cache.notified(payload)), [], payload);
    }
  });

  it('concurrent misses of one key run its load once', async () => {
    const cache = createShopCache();
    cache.setOnline(true);
    const gate = gated({ a: 1 });
    const reads = Array.from({ length: 20 }, () => cache.read('product:1:1', gate.load));
    gate.release();
    const answers = await Promise.all(reads);
    assert.equal(gate.calls, 1);
    assert.ok(answers.every((a) => a === answers[0]));
    await cache.read('product:1:1', gate.load);
    assert.equal(gate.calls, 1, 'stored');
  });

  it('a load whose key is dropped while it runs is served, not stored; later misses reload', async () => {
    const cache = createShopCache();
    cache.setOnline(true);
    const old = gated('old');
    const first = cache.read('product:1:1', old.load);
    const other = gated('other');
    const unrelated = cache.read('product:2:1', other.load);
    cache.notified('stock:1:1:0');
    const fresh = gated('new');
    const second = cache.read('product:1:1', fresh.load);
    old.release();
    fresh.release();
    other.release();
    assert.equal((await first).value, 'old');
    assert.equal((await second).value, 'new');
    await unrelated;
    assert.equal((await cache.read('product:1:1', old.load)).value, 'new');
    assert.equal(old.calls, 1);
    await cache.read('product:2:1', other.load);
    assert.equal(other.calls, 1, 'an untouched key’s load stores');
  });

  it('a failed load is not kept: the next miss loads again', async () => {
    const cache = createShopCache();
    cache.setOnline(true);
    let calls = 0;
    const failing = async () => {
      calls += 1;
      throw new Error('nope');
    };
    await assert.rejects(Promise.all([cache.read('k', failing), cache.read('k', failing)]));
    assert.equal(calls, 1);
    await assert.rejects(cache.read('k', failing));
    assert.equal(calls, 2);
  });

  it('keeps nothing while offline', async () => {
    const cache = createShopCache();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return 1;
    };
    await cache.read('cities', load);
    await cache.read('cities', load);
    assert.equal(calls, 2);
  });

  it('a product payload (its reviews changed) drops its pages, its review pages, /reviews and the catalogue pages', async () => {
    const kept = await keptAfter((cache) => cache.notified('product:7'));
    assert.deepEqual(
      kept,
      KEYS.filter(
        (k) =>
          !k.startsWith('product:7:') &&
          !k.startsWith('reviews:7:') &&
          !k.startsWith('reviews::') &&
          // The cards show the rating and sort by it (issue 21).
          !k.startsWith('products:'),
      ),
    );
  });

  it('an expiring load is kept only until its moment, and answers its value', async () => {
    let clock = 1_000_000;
    const cache = createShopCache({ now: () => clock, ttlMs: 30_000 });
    cache.setOnline(true);
    let calls = 0;
    const load = async () => {
      calls += 1;
      return expiring({ page: calls }, clock + 5_000);
    };
    assert.deepEqual((await cache.read('product:1:', load)).value, { page: 1 });
    clock += 4_999;
    assert.deepEqual((await cache.read('product:1:', load)).value, { page: 1 });
    clock += 1;
    assert.deepEqual((await cache.read('product:1:', load)).value, { page: 2 }, 'at the moment');
    const never = async () => {
      calls += 1;
      return expiring('x', null);
    };
    await cache.read('k', never);
    clock += 29_999;
    await cache.read('k', never);
    assert.equal(calls, 3, 'null: the usual ttl');
    const past = async () => {
      calls += 1;
      return expiring('y', clock - 1);
    };
    await cache.read('p', past);
    await cache.read('p', past);
    assert.equal(calls, 5, 'already past: not kept');
  });
});
