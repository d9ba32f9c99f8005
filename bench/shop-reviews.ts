// Reviews at scale (issue 15): GET /api/v1/reviews/ (the public /reviews, newest first), a
// product's reviews (GET /api/v1/reviews/?product_id, the product page's list) and the product
// page itself (GET /api/v1/shop/products/{id}: its rating and count), anonymous, at 50
// connections, with 100,000 published reviews, beside the very same SQL run directly in the
// same run (captured from the API's own `publishedPage`, `shopProduct` and `applicableDiscounts`,
// so it is not retyped here) on a pool of the API's size: every statement the API sends for the
// request, one after another, as the API does. Each request takes the next of many keys.
// Then the proof that the rating is not computed by scanning: EXPLAIN of the product page's
// statement reads one `product_ratings` row, and publishing one more review of the best seller
// moves its rating and count on the very next GET.
//
// PostgreSQL only (DATABASE_URL): a scratch database storefront_bench_<random> is created and
// dropped (the role needs CREATEDB). A benchmark, not a test: `npm run shop-reviews`.
import type pg from 'pg';
import {
  againstRaw,
  arrayQuery,
  CONNECTIONS,
  floorNote,
  type KeyedScenario,
  measureKeys,
  ROUNDS,
  timesRaw,
} from './support/against-raw';
import { type ApiSql, capturedStatements, type FakeDb } from './support/api-sql';
import { ADMIN, DURATION_S, runBench, secondsSince } from './support/bench';
import { apiFloor, loadAverage, signIn } from './support/load';
import { reviewedProducts, seedReviews } from './support/reviews-seed';
import { onScratchProduct } from './support/scratch-product';
import { explained } from './support/shop-measure';
import { seedShop } from './support/shop-seed';

const PUBLISHED = Number(process.env.BENCH_REVIEWS ?? 100_000);
const PENDING = Number(process.env.BENCH_PENDING ?? 5_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const PRODUCT_KEYS = Number(process.env.BENCH_PRODUCT_KEYS ?? 500);
const PAGES = Number(process.env.BENCH_PAGES ?? 20);
interface ApiModules extends ApiSql {
  publishedPage(
    db: FakeDb,
    productId: number | undefined,
    p: { page: number; size: number },
  ): unknown;
  shopProduct(db: FakeDb, id: number, cityId: number | undefined): unknown;
  applicableDiscounts(db: FakeDb, id: number, cityId: number | null): unknown;
}

const captured = (api: ApiModules, run: (db: FakeDb) => unknown) =>
  capturedStatements(api.toQuery, run);

const sameReviews = (body: unknown, rows: unknown[][]) =>
  (body as { reviews: { id: number }[] }).reviews.map((r) => r.id).join() ===
  rows.map((r) => r[0]).join();

async function scenarios(api: ApiModules, pool: pg.Pool): Promise<KeyedScenario[]> {
  const pages = Array.from({ length: PAGES }, (_, i) => i + 1);
  const items = await reviewedProducts(pool, PRODUCT_KEYS);
  const size = 20;
  return [
    {
      name: `/reviews, newest first (${pages.length} pages)`,
      paths: pages.map((page) => `/api/v1/reviews/?page=${page}&size=${size}`),
      statements: await Promise.all(
        pages.map((page) =>
          captured(api, (db) => api.publishedPage(db, undefined, { page, size })),
        ),
      ),
      agree: sameReviews,
    },
    {
      name: `a product's reviews (${items.length} products)`,
      paths: items.map((k) => `/api/v1/reviews/?product_id=${k.id}&page=1&size=${size}`),
      statements: await Promise.all(
        items.map((k) => captured(api, (db) => api.publishedPage(db, k.id, { page: 1, size }))),
      ),
      agree: sameReviews,
    },
    {
      name: `product page (${items.length} products)`,
      paths: items.map((k) => `/api/v1/shop/products/${k.id}?city_id=${k.city_id}`),
      statements: await Promise.all(
        items.map(async (k) => [
          ...(await captured(api, (db) => api.shopProduct(db, k.id, k.city_id))),
          ...(await captured(api, (db) => api.applicableDiscounts(db, k.id, k.city_id))),
        ]),
      ),
      agree: (body, rows) =>
        (body as { reviews_count: number }).reviews_count === Number(rows[0]?.[7] ?? 0),
    },
  ];
}

/** One more published review of the best seller: its page must show it on the next GET. */
async function proveAggregate(base: string, pool: pg.Pool, productPath: string, productId: number) {
  const read = async () =>
    (await (await fetch(`${base}${productPath}`)).json()) as {
      rating: number;
      reviews_count: number;
    };
  const before = await read();
  const { rows } = await pool.query<{ id: number }>(
    `SELECT r.id FROM reviews r WHERE r.status = 'pending' AND r.product_id = $1 LIMIT 1`,
    [productId],
  );
  const admin = await signIn(base, ADMIN);
  const review = rows[0];
  if (!review) throw new Error('no pending review of the best seller');
  const res = await fetch(`${base}/api/v1/admin/reviews/${review.id}/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}` },
  });
  if (!res.ok) throw new Error(`publish: ${res.status}`);
  const after = await read();
  return { before, after, ok: after.reviews_count === before.reviews_count + 1 };
}

const files = [
  'src/plugins/app/reviews/reviews-repository.ts',
  'src/plugins/app/storefront/catalogue-queries.ts',
  'src/plugins/app/discounts/discounts-repository.ts',
  'src/db/sql/statement-text.ts',
  'src/db/open-postgres.ts',
];

runBench(async () => {
  const failed = await onScratchProduct<ApiModules, boolean>(
    'shop-reviews',
    { files },
    async ({ api, pool, product }) => {
      console.log(`before: ${loadAverage()}`);
      const started = performance.now();
      await seedShop(pool, PRODUCTS);
      await seedReviews(pool, { published: PUBLISHED, pending: PENDING, spread: 2_000 });
      const { rows: counts } = await pool.query<{ status: string; count: number }>(
        'SELECT status, count FROM review_counts ORDER BY status',
      );
      console.log(
        `${PRODUCTS} products, reviews ${counts.map((c) => `${c.status} ${c.count}`).join(', ')} ` +
          `seeded in ${secondsSince(started)} s`,
      );
      const list = await scenarios(api, pool);
      const sqlTimes = list.map(
        async (s) =>
          `${s.name}: ${(await Promise.all((s.statements[0] ?? []).map((q) => explained(pool, q)))).join(' + ')}`,
      );
      const explainedTimes = await Promise.all(sqlTimes);
      const measured = [];
      const query = arrayQuery(pool);
      for (const scenario of list)
        measured.push({
          name: scenario.name,
          ...(await measureKeys(product.url, scenario, query)),
        });
      const token = await signIn(product.url, ADMIN);
      const floor = await apiFloor(product.url, token, CONNECTIONS, DURATION_S);
      console.log(
        `\nanonymous, ${CONNECTIONS} connections, ${DURATION_S} s each (${ROUNDS} rounds ` +
          `alternating with raw); ms; ${loadAverage()} after`,
      );
      console.table(
        measured.map((m) => ({
          scenario: m.name,
          ...againstRaw(m.api, m.raw, floor, timesRaw),
          errors: m.api.errors + m.raw.errors,
        })),
      );
      console.log(`the SQL of the first key (EXPLAIN ANALYZE): ${explainedTimes.join('; ')}`);
      console.log(floorNote(floor));
      const best = list[2]?.paths[0] as string;
      const bestId = Number(/products\/(\d+)/.exec(best)?.[1]);
      const proof = await proveAggregate(product.url, pool, best, bestId);
      console.log(
        `best seller ${bestId}: rating ${proof.before.rating} of ${proof.before.reviews_count} → ` +
          `${proof.after.rating} of ${proof.after.reviews_count} on the next GET after one publish`,
      );
      const targets = measured.map(
        (m) => `${m.name}: p99 ${m.api.p99} ms, ${timesRaw(m.api, m.raw)} of raw`,
      );
      console.log(`target p99 < 50 ms — ${targets.join('; ')}`);
      return !proof.ok || measured.some((m) => m.api.p99 >= 50 || m.api.errors > 0);
    },
  );
  if (failed) {
    console.error('a target was missed (p99 ≥ 50 ms, errors, or the rating did not follow)');
    process.exit(1);
  }
});
