// Load on the two hottest auth calls: POST /api/v1/auth/token (one argon2id verification each)
// and GET /api/v1/auth/me (JWT check plus one user read). autocannon on 127.0.0.1 at 10 and 50
// connections, 10 s each, against a fresh API: PGlite in a temp folder, or DATABASE_URL when set.
// With DATABASE_URL the API migrates that database and adds a bench user and admin to it: point
// it at a scratch database (`createdb storefront_bench`), not at one whose contents matter.
// A benchmark, not a test: `npm run auth-load` (from bench/), then read the table.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { DURATION_S, productEnv, runBench } from './support/bench';
import { startProduct } from './support/start-product';

const CONNECTIONS = [10, 50];

interface Row {
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

async function run(
  scenario: string,
  connections: number,
  options: autocannon.Options,
): Promise<Row> {
  const result = await autocannon({ ...options, connections, duration: DURATION_S });
  return {
    scenario,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function signUp(url: string): Promise<{ form: string; token: string }> {
  const username = `bench-${randomBytes(4).toString('hex')}`;
  const password = 'bench-password-1';
  const registered = await fetch(`${url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const form = new URLSearchParams({ username, password }).toString();
  const login = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { form, token };
}

function print(rows: Row[], database: string): void {
  console.log(`\nauth load, ${database}, ${DURATION_S} s per scenario`);
  console.table(
    rows.map((r) => ({
      scenario: r.scenario,
      connections: r.connections,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      '2xx': r.ok,
      'errors/non-2xx': r.failed,
    })),
  );
}

async function main(): Promise<void> {
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  // The limits protect real users; here one client hammers one account on purpose.
  const product = await startProduct(
    productEnv({ LOGIN_RATE_LIMIT_PER_USER: '100000000', LOGIN_RATE_LIMIT_PER_IP: '100000000' }),
  );
  const rows: Row[] = [];
  try {
    const { form, token } = await signUp(product.url);
    for (const connections of CONNECTIONS) {
      rows.push(
        await run('POST /api/v1/auth/token', connections, {
          url: `${product.url}/api/v1/auth/token`,
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        }),
      );
    }
    for (const connections of CONNECTIONS) {
      rows.push(
        await run('GET /api/v1/auth/me', connections, {
          url: `${product.url}/api/v1/auth/me`,
          headers: { authorization: `Bearer ${token}` },
        }),
      );
    }
  } finally {
    await product.stop();
  }
  print(rows, database);
}

runBench(main);
