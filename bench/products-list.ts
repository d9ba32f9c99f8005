// GET /api/v1/products/ (a page of 20) at 50 connections, without and with a search, beside the
// very same SQL run directly in the same run (the statement comes from the API's own
// `listingSql`, so it is not retyped here): the ratio API / raw is the figure. Then the upload
// throughput: POST /api/v1/upload/single with a 1 MB PNG at 10 connections.
//
// PostgreSQL only (DATABASE_URL): a scratch database storefront_bench_<random> is created from
// it (the role needs CREATEDB), seeded with 50,000 products (BENCH_PRODUCTS) and dropped at the
// end. Raw SQL runs on the API's pool size, alternating with the API runs so both see the same
// machine. A benchmark, not a test: `npm run products-list` (from bench/), then read the table.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  apiFloor,
  cannon,
  combine,
  type Figures,
  highestRatio,
  RawLoad,
  scratchDatabase,
  signIn,
} from './support/load';
import { seedProducts } from './support/products-seed';
import { REPO_ROOT, startProduct } from './support/start-product';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const UPLOAD_S = Number(process.env.BENCH_UPLOAD_S ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const ROUNDS = 2;
const CONNECTIONS = 50;
const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };
const SCENARIOS = [
  { name: 'no search', search: undefined },
  { name: 'search "4242" (few match)', search: '4242' },
  { name: 'search "чай" (5 % match)', search: 'чай' },
];
type Sql = { sql: string; params: unknown[] };
interface ApiModules {
  listingSql(
    source: unknown,
    filter: { search?: string },
    paging: { page: number; size: number },
  ): unknown;
  toQuery(statement: unknown): Sql;
  productsSource: unknown;
  POOL_SIZE: number;
}
interface ImageModules {
  png(width: number, height: number, noise: boolean): Buffer;
  multipart(parts: object[]): { payload: Buffer; headers: Record<string, string> };
}
const load = (file: string) => import(pathToFileURL(join(REPO_ROOT, 'api', file)).href);
const ratio = (a: Figures, b: Figures) => `${Math.round((100 * a.rps) / Math.max(1, b.rps))} %`;

/** One scenario: the API and the raw statement, checked to agree, then loaded in turns. */
async function measureList(
  api: ApiModules,
  pool: pg.Pool,
  base: string,
  token: string,
  search?: string,
) {
  const paging = { page: 1, size: 20 };
  const statement = api.toQuery(api.listingSql(api.productsSource, { search }, paging));
  const raw = () => pool.query({ text: statement.sql, values: statement.params, rowMode: 'array' });
  const query = new URLSearchParams({ page: '1', size: '20', ...(search ? { search } : {}) });
  const url = `${base}/api/v1/products/?${query}`;
  const headers = { authorization: `Bearer ${token}` };
  const body = (await (await fetch(url, { headers })).json()) as {
    total: number;
    products: { id: number }[];
  };
  const rows = (await raw()).rows as unknown[][];
  const ids = (list: unknown[]) => list.join();
  if (
    body.total !== Number(rows[0]?.[0]) ||
    ids(body.products.map((p) => p.id)) !== ids(rows.map((r) => r[1]))
  ) {
    throw new Error(`API and raw SQL disagree on ${url}`);
  }
  const direct = new RawLoad(CONNECTIONS);
  const rounds: Figures[] = [];
  await new RawLoad(CONNECTIONS).run(raw, 2);
  await cannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    await direct.run(raw, DURATION_S / ROUNDS);
    rounds.push(
      await cannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S / ROUNDS }),
    );
  }
  return { total: body.total, api: combine(rounds), raw: direct.figures() };
}

async function measureUpload(images: ImageModules, base: string, token: string) {
  const image = images.png(590, 590, true);
  const form = images.multipart([{ field: 'file', filename: 'bench.png', content: image }]);
  const url = `${base}/api/v1/upload/single`;
  const headers = { authorization: `Bearer ${token}`, ...form.headers };
  const figures = await cannon({
    url,
    method: 'POST',
    headers,
    body: form.payload,
    connections: 10,
    duration: UPLOAD_S,
  });
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `\nPOST /api/v1/upload/single, a ${mb(image.length)} MB PNG each, 10 connections, ${UPLOAD_S} s`,
  );
  const { rps, p50, p99, errors } = figures;
  console.table([{ 'req/s': rps, 'MB/s stored': mb(rps * image.length), p50, p99, errors }]);
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('products-list needs DATABASE_URL (a PostgreSQL server)');
  const files = [
    'src/db/sql/name-ordered.ts',
    'src/db/sql/statement-text.ts',
    'src/plugins/app/products/products-repository.ts',
    'src/db/open-postgres.ts',
  ];
  const api = Object.assign({}, ...(await Promise.all(files.map(load)))) as ApiModules;
  const images = (await load('test/helpers/images.ts')) as ImageModules;
  const scratch = await scratchDatabase(adminUrl);
  const pool = new pg.Pool({ connectionString: scratch.url, max: api.POOL_SIZE });
  const env = { LOG_LEVEL: 'warn', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  const product = await startProduct({ ...env, DATABASE_URL: scratch.url });
  try {
    const started = performance.now();
    await seedProducts(pool, PRODUCTS);
    console.log(
      `${PRODUCTS} products seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const token = await signIn(product.url, ADMIN);
    const measured = [];
    for (const scenario of SCENARIOS) {
      measured.push({
        scenario,
        ...(await measureList(api, pool, product.url, token, scenario.search)),
      });
    }
    const floor = await apiFloor(product.url, token, CONNECTIONS, DURATION_S);
    const table = measured.map(({ scenario, ...m }) => ({
      scenario: scenario.name,
      total: m.total,
      'API req/s': m.api.rps,
      'API p50': m.api.p50,
      'API p99': m.api.p99,
      'raw req/s': m.raw.rps,
      'raw p50': m.raw.p50,
      'raw p99': m.raw.p99,
      'API/raw': ratio(m.api, m.raw),
      'highest possible': highestRatio(m.raw, floor),
      errors: m.api.errors + m.raw.errors,
    }));
    console.log(
      `\nGET /api/v1/products/, page of 20, ${CONNECTIONS} connections, ${DURATION_S} s each; ms`,
    );
    console.table(table);
    console.log(
      `API floor: GET /api/v1/auth/me (no database read) ${floor.rps} req/s, p99 ${floor.p99} ms. ` +
        'An API call costs at least a raw call plus a floor call on these shared cores, hence ' +
        '"highest possible" = 1 / (1 + raw/floor).',
    );
    await measureUpload(images, product.url, token);
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
