// Purchases per second (issue 14): POST /api/v1/orders at 20 connections by 200 customers whose
// balances were topped up through the payment API, on PostgreSQL with the catalogue of
// shop-catalogue.ts:
//  - one hot product in one district (1,000,000 units loaded through the stock API): every
//    purchase queues on that stock row's lock;
//  - 1,000 (product, district) pairs in turn: few purchases meet on a row;
//  - a coupon with a limited number of uses (BENCH_COUPON_LIMIT, 300) named by 1.5 times as
//    many purchases over those pairs: exactly the limit may carry it, the rest are refused with
//    code 'coupon' (checked in the answers and in the database; a mismatch fails the run).
// Then the API's own invariant check (api/test/helpers/shop-invariants.ts) on the scratch database:
// balance = sum of the ledger per customer, stock now + units in non-cancelled orders = units
// ever loaded, each coupon's use count = its usages. Exit code 1 unless it holds.
//
// PostgreSQL only (DATABASE_URL): a scratch database storefront_bench_<random> is created and
// dropped (the role needs CREATEDB). A benchmark, not a test: `npm run shop-purchases`.
import autocannon from 'autocannon';
import type pg from 'pg';
import type { ApiSql } from './support/api-sql';
import { ADMIN, DURATION_S, runBench, secondsSince } from './support/bench';
import { CpuMeter } from './support/cpu';
import { loadAverage, signIn } from './support/load';
import { onScratchProduct } from './support/scratch-product';
import { customers } from './support/shop-customers';
import { orderRequest, type Pair } from './support/shop-orders';
import { onSale, seedShop } from './support/shop-seed';
import type { RunningProduct } from './support/start-product';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200);
const COUPON_LIMIT = Number(process.env.BENCH_COUPON_LIMIT ?? 300);
const COUPON_PERCENT = 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PAIRS = 1_000;
const HOT_UNITS = 1_000_000;
const TOP_UPS = ['100000', '100000']; // roubles each (the test provider's maximum)
type Db = { execute(statement: unknown): Promise<{ rows: unknown[] }> };
interface ApiModules extends ApiSql {
  shopInvariantBreaks(db: Db): Promise<Record<string, unknown[]>>;
}

async function admin(base: string, token: string, method: string, path: string, body: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ code: string }>;
}

const BACKENDS = `SELECT count(*) FILTER (WHERE xact_start IS NOT NULL)::int AS active,
    count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting
  FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;

/**
 * What the API's connections do while `work` runs, sampled every 100 ms: the mean number in a
 * transaction, and of those, waiting for a row lock another purchase holds.
 */
async function sampled<T>(pool: pg.Pool, pid: number, work: PromiseLike<T>) {
  const cpu = new CpuMeter(pid);
  cpu.start();
  let done = false;
  const samples: { active: number; waiting: number }[] = [];
  const sampler = (async () => {
    while (!done) {
      samples.push((await pool.query(BACKENDS)).rows[0]);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  })();
  const result = await Promise.resolve(work).finally(() => {
    done = true;
    cpu.stop();
  });
  await sampler;
  const mean = (pick: (s: { active: number; waiting: number }) => number) =>
    (samples.reduce((a, s) => a + pick(s), 0) / Math.max(1, samples.length)).toFixed(1);
  return {
    result,
    active: mean((s) => s.active),
    waiting: mean((s) => s.waiting),
    ...cpu.figures(),
  };
}

/** One load of purchases: request n is customer n, pair n (each in turn), quantity 1. */
async function purchases(
  pool: pg.Pool,
  { url: base, pid }: RunningProduct,
  tokens: string[],
  pairs: Pair[],
  run: object,
  code = '',
) {
  const outcomes: Record<string, number> = {};
  const cannon = autocannon({
    url: base,
    connections: CONNECTIONS,
    ...run,
    requests: [
      {
        ...orderRequest(tokens, pairs, code, COUPON_PERCENT),
        onResponse: (status, body) => {
          const refusal = status === 201 ? 'ordered' : codeOf(status, body);
          outcomes[refusal] = (outcomes[refusal] ?? 0) + 1;
        },
      },
    ],
  });
  const { result, active, waiting, api, machine } = await sampled(pool, pid, cannon);
  const { ordered = 0, ...refused } = outcomes;
  return {
    'orders/s': Math.round(ordered / Math.max(0.001, result.duration)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    orders: ordered,
    refusals:
      Object.entries(refused)
        .map(([c, k]) => `${c} ${k}`)
        .join(', ') || '—',
    errors: result.errors + result.timeouts,
    'in a tx': active,
    'on a lock': waiting,
    'API CPU': api,
    machine,
  };
}

function codeOf(status: number, body: string): string {
  try {
    return `${status} ${(JSON.parse(body) as { code?: string }).code ?? ''}`.trim();
  } catch {
    return String(status);
  }
}

/** The API's invariant check, its statements sent on `pool` (the check only reads). */
async function invariants(api: ApiModules, pool: pg.Pool) {
  const db: Db = {
    execute: async (statement) => {
      const { sql, params } = api.toQuery(statement);
      return pool.query(sql, params);
    },
  };
  return api.shopInvariantBreaks(db);
}

/** Exactly the limit's worth of orders carry the coupon, in the answers and in `orders`. */
async function couponHeld(pool: pg.Pool, code: string, answered: number | undefined) {
  const { rows } = await pool.query(
    `SELECT (SELECT count(*)::int FROM orders WHERE coupon_code = $1) AS orders,
      (SELECT current_usage_count FROM coupons WHERE code = $1) AS uses`,
    [code],
  );
  console.log(
    `coupon ${code}: ${answered} orders answered 201, ${rows[0].orders} orders stored with ` +
      `it, use count ${rows[0].uses} (limit ${COUPON_LIMIT})`,
  );
  if (answered === COUPON_LIMIT && rows[0].orders === COUPON_LIMIT) return true;
  console.error('the coupon limit did not hold');
  return false;
}

async function invariantsHold(api: ApiModules, pool: pg.Pool) {
  const checkStarted = performance.now();
  const breaks = await invariants(api, pool);
  const took = secondsSince(checkStarted);
  const counts = Object.entries(breaks).map(([k, list]) => `${k} ${list.length}`);
  const held = Object.values(breaks).every((list) => list.length === 0);
  console.log(
    `invariants (api/test/helpers/shop-invariants.ts, ${took} s): ${held ? 'hold' : 'BROKEN'} — ` +
      `rows breaking them: ${counts.join(', ')}`,
  );
  if (!held) console.error(JSON.stringify(breaks).slice(0, 2000));
  return held;
}

const files = [
  'test/helpers/shop-invariants.ts',
  'src/db/sql/statement-text.ts',
  'src/db/open-postgres.ts',
];
const env = { REGISTER_RATE_LIMIT_PER_IP: '1000000', LOGIN_RATE_LIMIT_PER_IP: '1000000' };

runBench(async () => {
  const options = { files, poolSize: 2, env };
  const held = await onScratchProduct<ApiModules, boolean>(
    'shop-purchases',
    options,
    async ({ api, pool, product }) => {
      const base = product.url;
      console.log(`before: ${loadAverage()}`);
      const started = performance.now();
      await seedShop(pool, PRODUCTS);
      const token = await signIn(base, ADMIN);
      const tokens = await customers(base, CUSTOMERS, TOP_UPS);
      console.log(
        `${PRODUCTS} products seeded, ${CUSTOMERS} customers registered and topped up ` +
          `(${TOP_UPS.length} × ${TOP_UPS[0]} ₽ through /payments) in ${secondsSince(started)} s`,
      );
      const [hot] = await onSale(pool, 1);
      if (!hot) throw new Error('nothing on sale');
      await admin(base, token, 'PUT', `/api/v1/products/${hot.id}/stock`, {
        stock: [{ district_id: hot.district_id, quantity: HOT_UNITS }],
      });
      const pairs = await onSale(pool, PAIRS, { min: 50 });
      const { code } = await admin(base, token, 'POST', '/api/v1/coupons/coupons', {
        code: `BENCH${Date.now().toString(36)}`.toUpperCase(),
        name: 'Бенчмарк',
        coupon_type: 'percentage',
        discount_value: COUPON_PERCENT,
        usage_limit: COUPON_LIMIT,
      });
      const sent = Math.round(COUPON_LIMIT * 1.5);
      const table = [
        {
          scenario: `1 hot product, 1 district, ${DURATION_S} s`,
          ...(await purchases(pool, product, tokens, [hot], { duration: DURATION_S })),
        },
        {
          scenario: `${pairs.length} products/districts in turn, ${DURATION_S} s`,
          ...(await purchases(pool, product, tokens, pairs, { duration: DURATION_S })),
        },
        {
          scenario: `coupon limited to ${COUPON_LIMIT} uses, ${sent} purchases`,
          ...(await purchases(pool, product, tokens, pairs, { amount: sent }, code)),
        },
      ];
      console.log(
        `\nPOST /api/v1/orders, quantity 1, ${CONNECTIONS} connections, ${tokens.length} customers; ` +
          `ms; ${loadAverage()} after. "in a tx": the API's connections in a transaction (of ` +
          `${api.POOL_SIZE}, mean of 100 ms samples); "on a lock": of those, waiting for a row lock; ` +
          '"API CPU": the API process in % of one core; "machine": all cores busy',
      );
      console.table(table);
      const coupon = await couponHeld(pool, code, table[2]?.orders);
      return (await invariantsHold(api, pool)) && coupon;
    },
  );
  if (!held) process.exit(1);
});
