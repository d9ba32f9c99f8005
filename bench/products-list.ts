// GET /api/v1/products/ (a page of 20) at 50 connections, without and with a search, beside the
// very same SQL run directly in the same run (the statement comes from the API's own
// `listingSql`, so it is not retyped here): the ratio API / raw is the figure. Then the upload
// throughput: POST /api/v1/upload/single with a 1 MB PNG at 10 connections.
//
// PostgreSQL only (DATABASE_URL): a scratch database storefront_bench_<random> is created from
// it (the role needs CREATEDB), seeded with 50,000 products (BENCH_PRODUCTS) and dropped at the
// end. Raw SQL runs on the API's pool size, alternating with the API runs so both see the same
// machine. A benchmark, not a test: `npm run products-list` (from bench/), then read the table.
import type pg from 'pg';
import {
  againstRaw,
  arrayQuery,
  CONNECTIONS,
  type KeyedScenario,
  measureKeys,
  percentOfRaw,
} from './support/against-raw';
import { type ApiSql, loadApi } from './support/api-sql';
import { ADMIN, DURATION_S, runBench, secondsSince } from './support/bench';
import { apiFloor, cannon, signIn } from './support/load';
import { seedProducts } from './support/products-seed';
import { onScratchProduct } from './support/scratch-product';

const UPLOAD_S = Number(process.env.BENCH_UPLOAD_S ?? 5);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const SCENARIOS = [
  { name: 'no search', search: undefined },
  { name: 'search "4242" (few match)', search: '4242' },
  { name: 'search "чай" (5 % match)', search: 'чай' },
];
interface ApiModules extends ApiSql {
  listingSql(
    source: unknown,
    filter: { search?: string },
    paging: { page: number; size: number },
  ): unknown;
  productsSource: unknown;
}
interface ImageModules {
  png(width: number, height: number, noise: boolean): Buffer;
  multipart(parts: object[]): { payload: Buffer; headers: Record<string, string> };
}

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
  const query = new URLSearchParams({ page: '1', size: '20', ...(search ? { search } : {}) });
  const ids = (list: unknown[]) => list.join();
  const scenario: KeyedScenario = {
    name: `/api/v1/products/?${query}`,
    paths: [`/api/v1/products/?${query}`],
    statements: [[statement]],
    agree: (answer, rows) => {
      const body = answer as { total: number; products: { id: number }[] };
      return (
        body.total === Number(rows[0]?.[0]) &&
        ids(body.products.map((p) => p.id)) === ids(rows.map((r) => r[1]))
      );
    },
  };
  const headers = { authorization: `Bearer ${token}` };
  const { first, ...measured } = await measureKeys(base, scenario, arrayQuery(pool), headers);
  return { total: (first as { total: number }).total, ...measured };
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

const files = [
  'src/db/sql/name-ordered.ts',
  'src/db/sql/statement-text.ts',
  'src/plugins/app/products/products-repository.ts',
  'src/db/open-postgres.ts',
];

runBench(async () => {
  await onScratchProduct<ApiModules, void>(
    'products-list',
    { files },
    async ({ api, pool, product }) => {
      const images = await loadApi<ImageModules>(['test/helpers/images.ts']);
      const started = performance.now();
      await seedProducts(pool, PRODUCTS);
      console.log(`${PRODUCTS} products seeded in ${secondsSince(started)} s`);
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
        ...againstRaw(m.api, m.raw, floor, percentOfRaw),
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
    },
  );
});
