// POST /api/v1/coupons/apply at 50 connections, by 50 customers, on PostgreSQL:
//  - one hot coupon with usage_limit 5000 (BENCH_HOT_LIMIT), sent 20 % more applies than it
//    allows: every apply of that one row queues on its lock, and exactly the limit may succeed
//    (the figure is checked against the answers AND the usages table; a mismatch fails the run);
//  - 200 coupons without limits (no shared row), then with a per-user limit never reached
//    (what the per-(coupon, user) advisory lock and the count add).
// A scratch database storefront_bench_<random> is created from DATABASE_URL (the role needs
// CREATEDB) and dropped at the end. A benchmark, not a test: `npm run coupon-apply`.
import autocannon from 'autocannon';
import pg from 'pg';
import { couponApplyRequest, scratchDatabase, signIn } from './support/load';
import { startProduct } from './support/start-product';

const CONNECTIONS = 50;
const HOT_LIMIT = Number(process.env.BENCH_HOT_LIMIT ?? 5000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const COUPONS = 200;
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const PASSWORD = 'bench-customer-1'; // every customer's

async function post(base: string, path: string, token: string, body: object) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ code: string }>;
}

/** `count` customers, signed in: each connection's requests rotate over all of them. */
async function customers(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench-customer-${i}`;
    const res = await fetch(`${base}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status}`);
    tokens.push(await signIn(base, { username, password: PASSWORD }));
  }
  return tokens;
}

async function coupons(base: string, admin: string, count: number, fields: object) {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = `B${Date.now().toString(36)}${i}`.toUpperCase();
    const body = { code, name: `Бенчмарк ${i}`, coupon_type: 'percentage', discount_value: 10 };
    codes.push((await post(base, '/api/v1/coupons/coupons', admin, { ...body, ...fields })).code);
  }
  return codes;
}

/** autocannon on apply, each request a different (customer, coupon) pair in turn. */
async function applies(base: string, tokens: string[], codes: string[], run: object) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...run,
    requests: [couponApplyRequest(tokens, codes)],
  });
  return {
    'req/s': Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    applied: result['2xx'],
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const USAGES = `SELECT count(*)::int AS n FROM coupon_usages u JOIN coupons c ON c.id = u.coupon_id
  WHERE c.code = ANY($1)`;
const usagesOf = async (pool: pg.Pool, codes: string[]): Promise<number> =>
  (await pool.query(USAGES, [codes])).rows[0].n;

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('coupon-apply needs DATABASE_URL (a PostgreSQL server)');
  const scratch = await scratchDatabase(adminUrl);
  const product = await startProduct({
    DATABASE_URL: scratch.url,
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    REGISTER_RATE_LIMIT_PER_IP: '1000000',
    LOGIN_RATE_LIMIT_PER_IP: '1000000',
    // The load generator is one address applying thousands of codes: lift the guessing limit.
    COUPON_CHECK_RATE_LIMIT_PER_IP: '100000000',
    COUPON_CHECK_RATE_LIMIT_PER_USER: '100000000',
  });
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  try {
    const base = product.url;
    const admin = await signIn(base, ADMIN);
    const tokens = await customers(base, CONNECTIONS);
    const hot = await coupons(base, admin, 1, { usage_limit: HOT_LIMIT });
    const spread = await coupons(base, admin, COUPONS, {});
    const perUser = await coupons(base, admin, COUPONS, { usage_limit_per_user: 1_000_000 });
    const amount = Math.round(HOT_LIMIT * 1.2);
    const scenarios: [string, string[], object][] = [
      [`1 hot coupon, limit ${HOT_LIMIT}, ${amount} applies`, hot, { amount }],
      [`${COUPONS} coupons, no limits, ${DURATION_S} s`, spread, { duration: DURATION_S }],
      [`${COUPONS} coupons, per-user limit, ${DURATION_S} s`, perUser, { duration: DURATION_S }],
    ];
    const table = [];
    for (const [scenario, codes, run] of scenarios) {
      table.push({ scenario, ...(await applies(base, tokens, codes, run)) });
    }
    console.log(`\nPOST /api/v1/coupons/apply, ${CONNECTIONS} connections and customers; ms`);
    console.table(table);
    const [first, ...rest] = table;
    const stored = await usagesOf(pool, hot);
    console.log(`hot coupon: ${first?.applied} applies answered 201, ${stored} usages stored`);
    if (first?.applied !== HOT_LIMIT || stored !== HOT_LIMIT) throw new Error('limit broken');
    // Without a reachable limit every apply must succeed and leave its usage. A timed run stops
    // counting answers at its end while up to one request per connection is still committing.
    const answered = rest.reduce((sum, row) => sum + row.applied, 0);
    const refused = rest.reduce((sum, row) => sum + row.refused + row.errors, 0);
    const storedRest = await usagesOf(pool, [...spread, ...perUser]);
    const inFlight = storedRest - answered;
    if (refused > 0 || inFlight < 0 || inFlight > rest.length * CONNECTIONS) {
      throw new Error(`${answered} applies answered 201, ${storedRest} stored, ${refused} failed`);
    }
  } finally {
    await pool.end();
    await product.stop();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
