// GET /api/v1/admin/users (a page of 20) at 50 connections, without and with a search, beside
// the very same SQL run directly in the same run: the ratio API / raw is the figure (issue 3:
// the API at 80 % or more of the raw throughput, p99 under 100 ms).
//
// - PostgreSQL, 100,000 users, when DATABASE_URL is set: a scratch database
//   storefront_bench_<random> is created from DATABASE_URL (the role needs CREATEDB) and dropped
//   at the end. Raw SQL runs on the API's own pool settings (POOL_SIZE connections), from 50
//   concurrent callers, alternating with the API runs (ROUNDS each) so both see the same machine.
// - PGlite, 10,000 users, always: the API's data folder is seeded with the API stopped, the raw
//   SQL runs in this process (PGlite is one connection: callers queue, as in the API), then the
//   API is started on the same folder and loaded.
//
// The SQL is not retyped here: it comes from the API's own code. "raw" is the listing statement
// GET /admin/users runs (the page with its total): with the user cache (api user-cache.ts) it is
// all the API sends the database per request. "raw + user" adds the read of the signed-in user
// that the token-version re-check would cost without that cache, for comparison.
// A benchmark, not a test: `npm run users-list` (from bench/), then read the table.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { againstRaw, CONNECTIONS, percentOfRaw, ROUNDS } from './support/against-raw';
import { type ApiSql, loadApi } from './support/api-sql';
import { ADMIN, DURATION_S, productEnv, runBench, secondsSince } from './support/bench';
import {
  apiFloor,
  cannon,
  combine,
  type Figures,
  RawLoad,
  scratchDatabase,
  signIn,
} from './support/load';
import { type RunningProduct, startProduct } from './support/start-product';

const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
const PAGE_SIZE = 20;

// Logins as a shop would have them: Cyrillic and Latin names (some capitalised) and a number.
const NAMES = ['иван', 'Мария', 'пётр', 'анна', 'Ольга', 'сергей', 'дмитрий', 'елена', 'алексей']
  .concat(['наталья', 'Ivan', 'maria', 'alex', 'john', 'Kate', 'olga', 'sergey', 'dmitry'])
  .concat(['elena', 'nick']);
const SCENARIOS = [
  { name: 'no search', search: undefined },
  { name: 'search "иван_42" (few match)', search: 'иван_42' },
  { name: 'search "мари" (5 % match)', search: 'мари' },
];

type Sql = { sql: string; params: unknown[] };
interface Row {
  database: string;
  scenario: string;
  total: number;
  api: Figures;
  raw: Figures;
  rawUser: Figures;
}
/** One statement to the database: text, parameters, and a name when the API prepares it. */
type Run = (statement: Sql, name?: string) => Promise<{ rows: unknown[][] }>;

// ---- the API's own code, loaded at run time (bench type-checks on its own settings) ----------

interface ApiDatabase {
  db: { $client: unknown };
  close(): Promise<void>;
}
interface ApiModules extends ApiSql {
  listingSql(filter: { search?: string }, paging: { page: number; size: number }): unknown;
  countSql(filter: { search?: string }): unknown;
  userByIdQuery(db: unknown): { toSQL(): Sql };
  openPglite(options: { dataDir: string }): Promise<ApiDatabase>;
  openPostgres(url: string, onError: (err: Error) => void): Promise<ApiDatabase>;
}

const apiModules = () =>
  loadApi<ApiModules>([
    'src/plugins/app/users/users-listing.ts',
    'src/plugins/app/users/users-repository.ts',
    'src/db/open-pglite.ts',
    'src/db/open-postgres.ts',
  ]);

/** What one GET /admin/users?page=1 sends the database, as runnable closures. */
function workload(
  modules: ApiModules,
  db: unknown,
  run: Run,
  search: string | undefined,
  userId: number,
) {
  const page = modules.toQuery(modules.listingSql({ search }, { page: 1, size: PAGE_SIZE }));
  const count = modules.toQuery(modules.countSql({ search }));
  const user = { sql: modules.userByIdQuery(db).toSQL().sql, params: [userId] };
  const listing = async () => {
    const res = await run(page);
    // A page past the end carries no total: the API then counts (never on page 1 here).
    if (res.rows.length === 0) await run(count);
    return res;
  };
  return {
    listing,
    withUser: async () => {
      await run(user, 'user_by_id');
      return listing();
    },
  };
}

// ---- seeding --------------------------------------------------------------------------------

/** One statement: generate_series, one argon2 hash (the admin's) for everyone. */
function seedSql(count: number): Sql {
  const names = NAMES.map((n) => `'${n}'`).join(',');
  return {
    sql: `INSERT INTO users (username, password_hash, role, is_active, created_at, last_login, login_count)
      SELECT (ARRAY[${names}])[1 + g % ${NAMES.length}] || '_' || g,
        (SELECT password_hash FROM users WHERE username = $1),
        (CASE WHEN g % 1000 = 7 THEN 'admin' WHEN g % 100 = 1 THEN 'staff'
              WHEN g % 50 = 2 THEN 'executor' ELSE 'customer' END)::user_role,
        g % 20 <> 3,
        now() - (g % 2000) * interval '1 hour',
        CASE WHEN g % 3 = 0 THEN NULL ELSE now() - (g % 500) * interval '1 hour' END,
        g % 40
      FROM generate_series(1, ${count}) g`,
    params: [ADMIN.username],
  };
}

// ---- measuring --------------------------------------------------------------------------------

function api(url: string, token: string, seconds: number): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}` };
  return cannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** The admin's token, and their id (the raw side reads that user, as the API would). */
async function signInAdmin(url: string): Promise<{ token: string; id: number }> {
  const token = await signIn(url, ADMIN);
  const me = await fetch(`${url}/api/v1/auth/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { token, id: ((await me.json()) as { id: number }).id };
}

/** The API's floor per database (support/load apiFloor): what the machine allows at best. */
const floors: (Figures & { database: string })[] = [];

function listUrl(base: string, search?: string): string {
  const query = new URLSearchParams({ page: '1', size: String(PAGE_SIZE) });
  if (search) query.set('search', search);
  return `${base}/api/v1/admin/users?${query}`;
}

/** The API's answer must be the raw SQL's answer, or the comparison means nothing. */
async function sameAnswer(url: string, token: string, rows: unknown[][]): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { total: number; users: { id: number }[] };
  const rawIds = rows.map((r) => Number(r[0])).join(',');
  const rawTotal = Number(rows[0]?.at(-1) ?? 0);
  if (body.total !== rawTotal || body.users.map((u) => u.id).join(',') !== rawIds) {
    throw new Error(`API and raw SQL disagree on ${url}`);
  }
  return body.total;
}

// ---- PostgreSQL -------------------------------------------------------------------------------

async function postgres(modules: ApiModules, adminUrl: string, users: number): Promise<Row[]> {
  const scratch = await scratchDatabase(adminUrl);
  let product: RunningProduct | undefined;
  let database: ApiDatabase | undefined;
  try {
    product = await startProduct(productEnv({ DATABASE_URL: scratch.url }));
    const started = performance.now();
    const seed = seedSql(users);
    database = await modules.openPostgres(scratch.url, (err) => console.error(err));
    const pool = database.db.$client as pg.Pool;
    await pool.query(seed.sql, seed.params);
    await pool.query('VACUUM ANALYZE');
    console.log(`PostgreSQL: ${users} users seeded in ${secondsSince(started)} s`);
    console.log(`raw SQL: the API's pool settings, ${modules.POOL_SIZE} connections`);
    const run: Run = (s, statement) =>
      pool.query({ name: statement, text: s.sql, values: s.params, rowMode: 'array' });
    const { token, id } = await signInAdmin(product.url);
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      const work = workload(modules, database.db, run, scenario.search, id);
      const target = listUrl(product.url, scenario.search);
      const total = await sameAnswer(target, token, (await work.listing()).rows);
      const raw = new RawLoad(CONNECTIONS);
      const rawUser = new RawLoad(CONNECTIONS);
      const apiRounds: Figures[] = [];
      await new RawLoad(CONNECTIONS).run(work.withUser, WARMUP_S);
      await api(target, token, WARMUP_S);
      for (let round = 0; round < ROUNDS; round++) {
        await raw.run(work.listing, DURATION_S / ROUNDS);
        await rawUser.run(work.withUser, DURATION_S / ROUNDS);
        apiRounds.push(await api(target, token, DURATION_S / ROUNDS));
      }
      rows.push({
        database: 'PostgreSQL',
        scenario: scenario.name,
        total,
        api: combine(apiRounds),
        raw: raw.figures(),
        rawUser: rawUser.figures(),
      });
    }
    floors.push({
      database: 'PostgreSQL',
      ...(await apiFloor(product.url, token, CONNECTIONS, DURATION_S)),
    });
    return rows;
  } finally {
    await database?.close();
    await product?.stop();
    await scratch.drop();
  }
}

// ---- PGlite -----------------------------------------------------------------------------------

interface PgliteClient {
  query(
    sql: string,
    params?: unknown[],
    options?: { rowMode: 'array' },
  ): Promise<{ rows: unknown[][] }>;
  exec(sql: string): Promise<unknown>;
}

async function pglite(modules: ApiModules, users: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-users-'));
  const env = productEnv({ DATA_DIR: dataDir });
  try {
    // First start: migrations and the bench admin. Then the folder is ours while it is stopped.
    await (await startProduct(env)).stop();
    const database = await modules.openPglite({ dataDir });
    const client = database.db.$client as PgliteClient;
    const started = performance.now();
    const seed = seedSql(users);
    await client.query(seed.sql, seed.params);
    await client.exec('VACUUM ANALYZE');
    console.log(`PGlite: ${users} users seeded in ${secondsSince(started)} s`);
    const run: Run = (s) => client.query(s.sql, s.params, { rowMode: 'array' });
    const [admin] = (
      await client.query('SELECT id FROM users WHERE username = $1', [ADMIN.username], {
        rowMode: 'array',
      })
    ).rows;
    const measured = [];
    for (const scenario of SCENARIOS) {
      const work = workload(modules, database.db, run, scenario.search, Number(admin?.[0]));
      const rows = (await work.listing()).rows;
      const raw = new RawLoad(CONNECTIONS);
      const rawUser = new RawLoad(CONNECTIONS);
      await new RawLoad(CONNECTIONS).run(work.withUser, WARMUP_S);
      await raw.run(work.listing, DURATION_S);
      await rawUser.run(work.withUser, DURATION_S);
      measured.push({ scenario, rows, raw: raw.figures(), rawUser: rawUser.figures() });
    }
    await database.close();

    const product = await startProduct(env);
    try {
      const { token } = await signInAdmin(product.url);
      const result: Row[] = [];
      for (const m of measured) {
        const target = listUrl(product.url, m.scenario.search);
        const total = await sameAnswer(target, token, m.rows);
        await api(target, token, WARMUP_S);
        const figures = await api(target, token, DURATION_S);
        result.push({
          database: 'PGlite',
          scenario: m.scenario.name,
          total,
          api: figures,
          raw: m.raw,
          rawUser: m.rawUser,
        });
      }
      floors.push({
        database: 'PGlite',
        ...(await apiFloor(product.url, token, CONNECTIONS, DURATION_S)),
      });
      return result;
    } finally {
      await product.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---- report -----------------------------------------------------------------------------------

/** The API's floor on the row's database (both databases are measured before printing). */
function floorOf(row: Row): Figures {
  const floor = floors.find((f) => f.database === row.database);
  if (!floor) throw new Error(`no API floor for ${row.database}`);
  return floor;
}

function print(rows: Row[]): void {
  console.log(
    `\nGET /api/v1/admin/users, page of ${PAGE_SIZE}, ${CONNECTIONS} connections, ${DURATION_S} s ` +
      'per column group; latencies in ms',
  );
  console.table(
    rows.map((r) => ({
      database: r.database,
      scenario: r.scenario,
      total: r.total,
      ...againstRaw(r.api, r.raw, floorOf(r), percentOfRaw),
      'raw+user req/s': r.rawUser.rps,
      'API/(raw+user)': percentOfRaw(r.api, r.rawUser),
      errors: r.api.errors + r.raw.errors + r.rawUser.errors,
    })),
  );
}

function printFloors(): void {
  console.log(
    '\nAPI floor: GET /api/v1/auth/me (no database read), same connections; "highest possible" ' +
      'above is 1 / (1 + raw/floor)',
  );
  console.table(
    floors.map((f) => ({ database: f.database, 'floor req/s': f.rps, 'floor p99': f.p99 })),
  );
}

runBench(async () => {
  const modules = await apiModules();
  const rows: Row[] = [];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    rows.push(
      ...(await postgres(modules, adminUrl, Number(process.env.BENCH_PG_USERS ?? 100_000))),
    );
  } else {
    console.log('DATABASE_URL is not set: PostgreSQL skipped');
  }
  // The PGlite API must not inherit DATABASE_URL.
  delete process.env.DATABASE_URL;
  rows.push(...(await pglite(modules, Number(process.env.BENCH_PGLITE_USERS ?? 10_000))));
  print(rows);
  printFloors();
});
