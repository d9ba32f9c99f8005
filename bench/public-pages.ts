// The public pages' HTML (issue 21, "cheap to serve"): GET /products?city&page (the catalogue
// page) and GET /products/{id}?city (the product page) as a browser asks for them (accept:
// text/html, accept-encoding: br), anonymous, at 50 connections, server-rendered from the built
// front-ends and kept by the API's page cache, beside their own SQL run directly in the same run
// on a pool of the API's size, alternating rounds. "Their own SQL" is every statement behind the
// API calls the page is made of — the calls its render reads (the `ssr-state` data; the head
// reads the same ones): /settings, /shop/cities and the catalogue's pages 1..n of the city, or
// the product (and its discounts), /shop/coupons and its first reviews — captured from the API's
// own functions (so it is not retyped here) and run one after another. A second raw side, the
// stricter bar, is the statement(s) of the page's own JSON call alone: the list statement of
// page n (as shop-catalogue.ts measures it), the product statements (as shop-reviews.ts).
// Each request takes the next of many keys (20 cities × 10 pages; 200 products), each rendered
// once before the load (the first render of a page is slow by design; the cache serves the rest).
//
// PostgreSQL only (DATABASE_URL): a scratch database storefront_bench_<random> is created and
// dropped (the role needs CREATEDB). Needs the front-ends' server builds (`npm start` once, or
// `npm test -- build`). A benchmark, not a test: `npm run public-pages`. Figures are reported,
// never asserted: exit code 1 only if the run broke.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import {
  againstRaw,
  alternating,
  arrayQuery,
  CONNECTIONS,
  floorNote,
  ROUNDS,
  rotatingStatements,
  timesRaw,
} from './support/against-raw';
import { type ApiSql, capturedStatements, type FakeDb } from './support/api-sql';
import { ADMIN, DURATION_S, runBench } from './support/bench';
import { CpuMeter } from './support/cpu';
import {
  apiFloor,
  cannon,
  combine,
  type Figures,
  loadAverage,
  rotating,
  signIn,
} from './support/load';
import { onScratchProduct } from './support/scratch-product';
import { explained, type Sql } from './support/shop-measure';
import { cityIds, onSale, seedShopReported } from './support/shop-seed';
import { REPO_ROOT, type RunningProduct } from './support/start-product';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 10);
const PRODUCT_KEYS = Number(process.env.BENCH_PRODUCT_KEYS ?? 200);
/** Keys rendered at once before the load (the renderer renders one at a time; SQL overlaps). */
const WARM_AT_ONCE = 4;
/** What a browser sends for a page. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'br' };
const REVIEWS_SIZE = 20;
const SERVER_BUILDS = ['shell/dist/server/render.js', 'mf-storefront/dist/server/remoteEntry.js'];

interface ApiModules extends ApiSql {
  readSettings(db: FakeDb): unknown;
  shopCities(db: FakeDb): unknown;
  shopProducts(db: FakeDb, filter: { cityId?: number }, p: { page: number; size: number }): unknown;
  shopProduct(db: FakeDb, id: number, cityId: number | undefined): unknown;
  applicableDiscounts(db: FakeDb, id: number, cityId: number | null): unknown;
  publicCoupons(db: FakeDb): unknown;
  publishedPage(db: FakeDb, productId: number, p: { page: number; size: number }): unknown;
}

/** One API call a page is made of: how its render names it, and the SQL the API runs for it. */
interface Input {
  name: string;
  /** Whether a key of the render's data (an SWR key: '/settings', '@"/shop/products",5,2,') is it. */
  is(key: string): boolean;
  statements: Sql[];
}

interface SsrState {
  url: string;
  data: Record<string, unknown>;
}

interface Scenario {
  name: string;
  paths: string[];
  /** Per key, every API call its HTML is made of. */
  inputs: Input[][];
  /** The stricter raw side: per key, the page's own JSON call (one of its inputs). */
  own: { name: string; inputs: Input[] };
  /** That call's answer in the first key's render and the raw rows of its first statement agree. */
  agree(body: unknown, rows: unknown[][]): boolean;
}

interface Measured {
  name: string;
  api: Figures;
  /** Bytes on the wire per answer (headers included), from autocannon's throughput. */
  bytesPerAnswer: number;
  all: Figures;
  own: Figures;
  allName: string;
  ownName: string;
  /** The API process in % of one core and the machine in % of all its cores, under the API's load. */
  cpu: { api: string; machine: string };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const sum = <T>(items: T[], pick: (item: T) => number) =>
  items.reduce((a, item) => a + pick(item), 0);
const ms = (from: number) => `${(performance.now() - from).toFixed(0)} ms`;

async function scenarios(api: ApiModules, pool: pg.Pool): Promise<Scenario[]> {
  const captured = (run: (db: FakeDb) => unknown) => capturedStatements(api.toQuery, run);
  const settings: Input = {
    name: '/settings',
    is: (key) => key === '/settings',
    statements: await captured((db) => api.readSettings(db)),
  };
  const cities: Input = {
    name: '/shop/cities',
    is: (key) => key === '/shop/cities',
    statements: await captured((db) => api.shopCities(db)),
  };
  const listPage = async (cityId: number, page: number): Promise<Input> => ({
    name: `/shop/products?city_id=${cityId}&page=${page}`,
    is: (key) =>
      key.startsWith('@"/shop/products",#') &&
      key.includes(`,page:${page},`) &&
      key.includes(`,city_id:${cityId},`),
    statements: await captured((db) => api.shopProducts(db, { cityId }, { page, size: 24 })),
  });
  const pages = (await cityIds(pool)).flatMap((cityId) =>
    Array.from({ length: PAGES }, (_, i) => ({ cityId, page: i + 1 })),
  );
  // Page n of a city shows pages 1..n ('Показать ещё' adds one): the render reads each.
  const lists = new Map<string, Input>();
  for (const { cityId, page } of pages)
    lists.set(`${cityId}:${page}`, await listPage(cityId, page));
  const list = (cityId: number, page: number) => lists.get(`${cityId}:${page}`) as Input;

  const items = await onSale(pool, PRODUCT_KEYS);
  const productInputs = async (id: number, cityId: number): Promise<Input[]> => [
    settings,
    cities,
    {
      name: `/shop/products/${id}?city_id=${cityId}`,
      is: (key) => key === `@"/shop/products",${id},${cityId},`,
      statements: [
        ...(await captured((db) => api.shopProduct(db, id, cityId))),
        // shopProduct asks for the discounts only once it has the product row.
        ...(await captured((db) => api.applicableDiscounts(db, id, cityId))),
      ],
    },
    {
      name: '/shop/coupons',
      is: (key) => key === '/shop/coupons',
      statements: await captured((db) => api.publicCoupons(db)),
    },
    {
      name: `/reviews/?product_id=${id}&page=1&size=${REVIEWS_SIZE}`,
      is: (key) =>
        key.startsWith('@"/reviews/",#') &&
        key.includes(`product_id:${id},`) &&
        key.includes(',page:1,'),
      statements: await captured((db) =>
        api.publishedPage(db, id, { page: 1, size: REVIEWS_SIZE }),
      ),
    },
  ];
  const products = await Promise.all(items.map((k) => productInputs(k.id, k.city_id)));
  return [
    {
      name: `catalogue page (${pages.length} keys)`,
      paths: pages.map((k) => `/products?city=${k.cityId}&page=${k.page}`),
      inputs: pages.map((k) => [
        settings,
        cities,
        ...Array.from({ length: k.page }, (_, i) => list(k.cityId, i + 1)),
      ]),
      own: {
        name: 'its list statement alone (page n)',
        inputs: pages.map((k) => list(k.cityId, k.page)),
      },
      agree: (body, rows) =>
        (body as { products: { id: number }[] }).products.map((p) => p.id).join() ===
        rows.map((r) => r[1]).join(),
    },
    {
      name: `product page (${items.length} keys)`,
      paths: items.map((k) => `/products/${k.id}?city=${k.city_id}`),
      inputs: products,
      own: {
        name: 'its product statements alone',
        inputs: products.map((inputs) => inputs[2] as Input),
      },
      agree: (body, rows) =>
        (body as { id: number }).id === rows[0]?.[0] &&
        (body as { price: string }).price === rows[0]?.[5],
    },
  ];
}

/** The page's server-rendered state: the URL it was rendered at and the API answers it read. */
function ssrState(html: string): SsrState | null {
  const found = /<script[^>]*\bid="ssr-state"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return found?.[1] ? (JSON.parse(found[1]) as SsrState) : null;
}

/**
 * One page as a browser asks for it; throws unless it is a 200 with its rendered state, read
 * from exactly `inputs` (the API calls this bench runs the SQL of).
 */
async function page(base: string, path: string, inputs: Input[]) {
  const res = await fetch(`${base}${path}`, { headers: BROWSER });
  const html = await res.text();
  const rendered = html.includes('id="ssr-state"');
  if (res.status !== 200 || !rendered) {
    throw new Error(
      `${path}: ${res.status}${rendered ? '' : ', no id="ssr-state" in the body (not server-rendered)'}`,
    );
  }
  const state = ssrState(html);
  const keys = Object.keys(state?.data ?? {});
  const missing = inputs.filter((input) => !keys.some((key) => input.is(key)));
  const unknown = keys.filter((key) => !inputs.some((input) => input.is(key)));
  if (!state || missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `${path}: the render read ${JSON.stringify(keys)}, this bench expects ` +
        `${inputs.map((i) => i.name).join(', ')} (update scenarios() to what the page reads)`,
    );
  }
  return {
    data: state.data,
    htmlBytes: Buffer.byteLength(html),
    etag: res.headers.get('etag'),
    encoding: res.headers.get('content-encoding'),
    wire: Number(res.headers.get('content-length') ?? 0),
  };
}

/**
 * Every key asked for once before the load, `WARM_AT_ONCE` at a time, each checked by `page`;
 * the first alone (the run's first render also starts the renderer), and again at the end.
 */
async function warmUp(base: string, scenario: Scenario): Promise<string> {
  const [firstPath] = scenario.paths;
  const firstInputs = scenario.inputs[0] ?? [];
  if (!firstPath) throw new Error(`no keys for ${scenario.name}`);
  let started = performance.now();
  const first = await page(base, firstPath, firstInputs);
  const firstMs = ms(started);
  started = performance.now();
  let next = 1;
  const worker = async () => {
    for (let i = next++; i < scenario.paths.length; i = next++) {
      await page(base, scenario.paths[i] as string, scenario.inputs[i] ?? []);
    }
  };
  await Promise.all(Array.from({ length: WARM_AT_ONCE }, worker));
  const others = scenario.paths.length - 1;
  const othersS = (performance.now() - started) / 1000;
  started = performance.now();
  const again = await page(base, firstPath, firstInputs);
  const againMs = ms(started);
  if (again.etag !== first.etag) throw new Error(`${firstPath}: its ETag changed when asked again`);
  const each = ((othersS * 1000) / Math.max(1, others)).toFixed(0);
  return (
    `${scenario.name}: each key asked for once before the load (a page's first render is slow ` +
    `by design, the cache serves the rest), every answer 200 with id="ssr-state", rendered from ` +
    `the calls below: the first ${firstMs} (its render), the ${others} ` +
    `others ${othersS.toFixed(1)} s (~${each} ms each, ${WARM_AT_ONCE} at a time); the first ` +
    `again ${againMs}, same ETag.\n  ${firstPath}: ${kb(first.wire)} on the wire ` +
    `(${first.encoding ?? 'not compressed'}) for ${kb(first.htmlBytes)} of HTML, made of ` +
    `${firstInputs.map((i) => i.name).join(', ')}`
  );
}

async function measure(
  scenario: Scenario,
  pool: pg.Pool,
  { url: base, pid }: RunningProduct,
): Promise<Measured> {
  const cpu = new CpuMeter(pid);
  const query = arrayQuery(pool);
  const { data } = await page(base, scenario.paths[0] as string, scenario.inputs[0] ?? []);
  const ownInput = scenario.own.inputs[0];
  const [firstOwn] = ownInput?.statements ?? [];
  if (!ownInput || !firstOwn) throw new Error(`nothing captured for ${scenario.name}`);
  const body = data[Object.keys(data).find((key) => ownInput.is(key)) ?? ''];
  if (!body || !scenario.agree(body, (await query(firstOwn)).rows)) {
    throw new Error(`the page and the raw SQL disagree on ${scenario.paths[0]}`);
  }
  const allStatements = scenario.inputs.map((inputs) => inputs.flatMap((i) => i.statements));
  const all = rotatingStatements(allStatements, query);
  const own = rotatingStatements(
    scenario.own.inputs.map((input) => input.statements),
    query,
  );
  const options = {
    url: base,
    connections: CONNECTIONS,
    headers: BROWSER,
    requests: [rotating(scenario.paths)],
  };
  const api = async (duration: number, warm: boolean) => {
    if (!warm) cpu.start();
    const figures = await cannon({ ...options, duration });
    cpu.stop();
    return figures;
  };
  const { rounds, raws } = await alternating(api, [all, own]);
  const perKey = sum(allStatements, (statements) => statements.length) / allStatements.length;
  return {
    name: scenario.name,
    api: combine(rounds),
    bytesPerAnswer:
      sum(rounds, (r) => r.bytes) /
      Math.max(
        1,
        sum(rounds, (r) => r.rps),
      ),
    all: raws[0],
    own: raws[1],
    allName: `all its SQL (${Number.isInteger(perKey) ? perKey : `~${perKey.toFixed(1)}`} statements a key)`,
    ownName: scenario.own.name,
    cpu: cpu.figures(),
  };
}

function serverBuilt(): void {
  const missing = SERVER_BUILDS.filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(
      `public-pages needs the front-ends' server builds (missing: ${missing.join(', ')}): ` +
        'run the build first (`npm start` once, or `npm test -- build`)',
    );
  }
}

const files = [
  'src/plugins/app/storefront/catalogue-queries.ts',
  'src/plugins/app/settings/shop-settings-repository.ts',
  'src/plugins/app/reviews/reviews-repository.ts',
  'src/plugins/app/discounts/discounts-repository.ts',
  'src/db/sql/statement-text.ts',
  'src/db/open-postgres.ts',
];

runBench(async () => {
  if (!process.env.DATABASE_URL) {
    throw new Error('public-pages needs DATABASE_URL (a PostgreSQL server)');
  }
  serverBuilt();
  await onScratchProduct<ApiModules, void>(
    'public-pages',
    { files },
    async ({ api, pool, product }) => {
      console.log(`before: ${loadAverage()}`);
      console.log(
        `${await seedShopReported(pool, PRODUCTS)}; server builds: ${SERVER_BUILDS.join(', ')}`,
      );
      const list = await scenarios(api, pool);
      for (const scenario of list) console.log(await warmUp(product.url, scenario));
      const sqlTimes = [];
      for (const scenario of list) {
        const times = [];
        for (const input of scenario.inputs[0] ?? []) {
          const each = await Promise.all(input.statements.map((s) => explained(pool, s)));
          times.push(`${input.name} ${each.join(' + ')}`);
        }
        sqlTimes.push(`${scenario.paths[0]}: ${times.join(', ')}`);
      }
      const measured: Measured[] = [];
      for (const scenario of list) measured.push(await measure(scenario, pool, product));
      const admin = await signIn(product.url, ADMIN);
      const floor = await apiFloor(product.url, admin, CONNECTIONS, DURATION_S / 2);

      console.log(
        `\nGET /products?city&page and /products/{id}?city as a browser asks (accept: text/html, ` +
          `accept-encoding: br), anonymous, ${CONNECTIONS} connections, ${DURATION_S} s each ` +
          `(${ROUNDS} rounds alternating with each raw side); ms; ${loadAverage()} after`,
      );
      const sides = (m: Measured): [string, Figures][] => [
        [m.allName, m.all],
        [m.ownName, m.own],
      ];
      console.table(
        measured.flatMap((m) =>
          sides(m).map(([rawName, raw]) => ({
            page: `${m.name} vs ${rawName}`,
            ...againstRaw(m.api, raw, floor, timesRaw),
            errors: m.api.errors + raw.errors,
          })),
        ),
      );
      console.log(
        "a page's two rows are one API load beside two raw sides. Raw: the statements one after " +
          "another per call, on a pool of the API's size; a call still running when a round ends " +
          'is counted in it (in favour of raw when a call takes seconds).',
      );
      for (const m of measured) {
        console.log(
          `${m.name} under load: ${kb(m.bytesPerAnswer)} on the wire per answer (br, headers ` +
            `included); API process ${m.cpu.api} of a core, machine ${m.cpu.machine}`,
        );
      }
      console.log(
        `the SQL alone (EXPLAIN ANALYZE, the first key, before the load): ${sqlTimes.join('; ')}`,
      );
      console.log(floorNote(floor));
      console.log(
        '\nAPI req/s ≥ raw req/s (issue 21, "cheap to serve"; their own SQL in the same run):',
      );
      for (const m of measured) {
        const verdict = (raw: Figures) => (m.api.rps >= raw.rps ? 'met' : 'MISSED');
        console.log(
          `${m.name}: ${verdict(m.all)} — ${m.api.rps} req/s against ${m.all.rps} of ${m.allName}, ` +
            `${timesRaw(m.api, m.all)}; against ${m.ownName} (${m.own.rps} req/s): ${verdict(m.own)}, ` +
            `${timesRaw(m.api, m.own)}`,
        );
      }
    },
  );
});
