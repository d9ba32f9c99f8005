// Scale-out (issue 6): the production topology of docker-compose.yml without containers
// (reliability/support: a private PostgreSQL cluster, API replicas, nginx from the one template),
// measured through nginx with 2 replicas against 1 replica, in the same run, alternating rounds
// so both see the same machine:
//  - GET /api/v1/admin/users (a page of 20) over 10,000 users (BENCH_USERS), as an admin;
//  - POST /api/v1/orders (purchases, issue 14) by 50 customers, their balances topped up through
//    /payments, over 1,000 (product, district) pairs of the shop of support/shop-seed.ts
//    (BENCH_PRODUCTS products, 50,000); the stock invalidates every replica's catalogue cache.
// 50 connections; req/s, p50, p99, errors, the 2-vs-1 ratio, and the CPU each part used (% of
// one core: API replicas, PostgreSQL with its backends, nginx with its workers, this load
// generator) and the whole machine, to say where the limit is. "1 replica" is a second nginx whose two upstream entries
// both name replica 1; replica 2 stays up but idle. Build the front ends first (nginx checks
// them). A benchmark, not a test: `npm run scale-out` (from bench/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../reliability/support/free-port';
import { signIn } from '../reliability/support/http';
import { Nginx } from '../reliability/support/nginx';
import { sampleCpu } from '../reliability/support/process-cpu';
import { ADMIN, startTopology, type Topology } from '../reliability/support/topology';
import { DURATION_S, runBench } from './support/bench';
import { topUp } from './support/shop-customers';
import { orderRequest, type Pair } from './support/shop-orders';
import { onSale, seedShop } from './support/shop-seed';

const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const ROUNDS = 2;
const CONNECTIONS = 50;
const CUSTOMERS = 50;
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const PAIRS = 1_000;
// Cheap products and two top-ups each: no purchase in the run meets an empty balance or stock.
const MAX_PRICE = 500;
const TOP_UPS = ['100000', '100000'];

// Logins as a shop has them; every seeded account shares the admin's password hash.
const SEED_USERS = `INSERT INTO users (username, password_hash, role, is_active)
  SELECT (ARRAY['иван','Мария','пётр','анна','Ivan','maria','alex','olga'])[1 + g % 8] || '_' || g,
    (SELECT password_hash FROM users WHERE username = $1),
    (CASE WHEN g <= $3 THEN 'customer' WHEN g % 100 = 1 THEN 'staff' ELSE 'customer' END)::user_role,
    g % 20 <> 3
  FROM generate_series(1, $2::int) g`;

interface Target {
  replicas: number;
  nginx: Nginx;
}
type Request = autocannon.Request;

async function seed(topology: Topology) {
  await topology.postgres.query(SEED_USERS, [ADMIN.username, USERS, CUSTOMERS]);
  await topology.postgres.query('VACUUM ANALYZE');
  const names = await topology.postgres.query<{ username: string }>(
    `SELECT username FROM users WHERE role = 'customer' AND is_active ORDER BY id LIMIT ${CUSTOMERS}`,
  );
  const web = topology.web.url;
  const tokens: string[] = [];
  for (const { username } of names) tokens.push(await signIn(web, username, ADMIN.password));
  for (const token of tokens) await topUp(web, token, TOP_UPS);
  const pool = new pg.Pool({ connectionString: topology.postgres.url(), max: 2 });
  try {
    await seedShop(pool, PRODUCTS);
    const pairs: Pair[] = await onSale(pool, PAIRS, { min: 50, maxPrice: MAX_PRICE });
    return { tokens, pairs };
  } finally {
    await pool.end();
  }
}

/** One run of `seconds` against `target`, with the CPU each part used meanwhile. */
async function measure(topology: Topology, target: Target, request: Request, seconds: number) {
  const [one, two] = topology.replicas;
  const cpu = sampleCpu({
    'api-1': one?.child.pid ?? -1,
    'api-2': two?.child.pid ?? -1,
    postgres: topology.postgres.pid,
    nginx: target.nginx.child.pid,
  });
  const load = process.cpuUsage();
  const result = await autocannon({
    url: target.nginx.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [request],
  });
  const used = process.cpuUsage(load);
  const loadCpu = Math.round((used.user + used.system) / 10_000 / seconds);
  const usage: Record<string, number> = { ...cpu(), load: loadCpu };
  return { result, cpu: usage };
}

function row(scenario: string, target: Target, runs: Awaited<ReturnType<typeof measure>>[]) {
  const mean = (pick: (r: (typeof runs)[number]) => number) =>
    Math.round(runs.reduce((sum, r) => sum + pick(r), 0) / runs.length);
  const cpu = (name: string) => `${mean((r) => r.cpu[name] ?? 0)} %`;
  return {
    scenario,
    replicas: target.replicas,
    'req/s': mean((r) => r.result.requests.average),
    p50: Math.max(...runs.map((r) => r.result.latency.p50)),
    p99: Math.max(...runs.map((r) => r.result.latency.p99)),
    errors: runs.reduce((n, r) => n + r.result.non2xx + r.result.errors + r.result.timeouts, 0),
    'CPU api-1': cpu('api-1'),
    'CPU api-2': cpu('api-2'),
    'CPU postgres': cpu('postgres'),
    'CPU nginx': cpu('nginx'),
    'CPU load': cpu('load'),
    'CPU machine': cpu('machine'),
  };
}

async function main(): Promise<void> {
  const topology = await startTopology({
    name: 'scale-out',
    env: {
      LOGIN_RATE_LIMIT_PER_IP: '1000000',
      LOGIN_RATE_LIMIT_PER_USER: '1000000',
    },
  });
  let single: Nginx | undefined;
  try {
    const [one] = topology.replicas;
    if (!one) throw new Error('no replica');
    const singleDir = join(topology.dir, 'single');
    mkdirSync(singleDir);
    single = await Nginx.start(
      {
        NGINX_PORT: String(await freePort()),
        STATIC_ROOT: join(import.meta.dirname, '..'),
        API_UPSTREAM_1: one.address,
        API_UPSTREAM_2: one.address,
        REMOTE_ORIGINS: '',
      },
      singleDir,
    );
    const admin = await signIn(topology.web.url, ADMIN.username, ADMIN.password);
    const started = performance.now();
    const { tokens, pairs } = await seed(topology);
    console.log(
      `seeded ${USERS} users, ${CUSTOMERS} customers signed in and topped up, ${PRODUCTS} ` +
        `products in 20 cities, ${pairs.length} (product, district) pairs to buy`,
    );
    console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);

    const scenarios: [string, Request][] = [
      [
        'GET /admin/users page of 20',
        {
          method: 'GET',
          path: '/api/v1/admin/users?page=1&size=20',
          headers: { authorization: `Bearer ${admin}` },
        },
      ],
      [`POST /orders (${pairs.length} pairs)`, orderRequest(tokens, pairs)],
    ];
    const targets: Target[] = [
      { replicas: 2, nginx: topology.web },
      { replicas: 1, nginx: single },
    ];
    const table = [];
    for (const [scenario, request] of scenarios) {
      for (const target of targets) await measure(topology, target, request, WARMUP_S);
      const runs = new Map<Target, Awaited<ReturnType<typeof measure>>[]>();
      for (let round = 0; round < ROUNDS; round++) {
        for (const target of targets) {
          const run = await measure(topology, target, request, DURATION_S / ROUNDS);
          runs.set(target, [...(runs.get(target) ?? []), run]);
        }
      }
      const rows = targets.map((target) => row(scenario, target, runs.get(target) ?? []));
      const ratio = (rows[0]?.['req/s'] ?? 0) / Math.max(1, rows[1]?.['req/s'] ?? 0);
      table.push(
        ...rows.map((r) => ({ ...r, '2 vs 1': r.replicas === 2 ? ratio.toFixed(2) : '' })),
      );
    }
    console.log(
      `\nThrough nginx, ${CONNECTIONS} connections, ${DURATION_S} s per row in ${ROUNDS} rounds; ` +
        'latencies in ms; CPU in % of one core (this machine has few: the parts share them)',
    );
    console.table(table);
  } finally {
    await single?.child.stop('SIGQUIT', 5_000);
    await topology.stop();
  }
}

runBench(main);
