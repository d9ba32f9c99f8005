/**
 * What must hold whatever ran at the same time (issue 14), as one call the race tests and the
 * reliability suite run after a storm of requests. Each check answers the rows that break it
 * (empty: holds):
 *  - balances: every balance equals the sum of its owner's ledger amounts and the last
 *    balance_after; each entry's balance_after is the previous one plus its amount; none < 0;
 *  - stock: for every product and district, stock now + units in non-cancelled orders = the
 *    sum of its stock loads;
 *  - coupons: every coupon's use count equals its usages, whoever wrote them (a purchase, an
 *    admin's apply) and whatever released them (issue 20: a cancel gives back every one);
 *  - sales (issue 23): the kept sales days (migration 0018; a day's stripes summed) equal the
 *    journals' sums day by day, as the rebuild would write them; for products and cities too;
 *  - ratings (issue 15): every product's kept published count and rating sum equal its
 *    published reviews'; every kept per-status review count equals the reviews in it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/types.ts';

export interface InvariantBreaks {
  balances: { user_id: number; balance: string; ledger_sum: string; last_after: string | null }[];
  chain: { id: number; user_id: number }[];
  stock: { product_id: number; district_id: number; held: number; sold: number; loaded: number }[];
  coupons: { id: number; count: number; usages: number }[];
  sales: { kept: string; day: string; key: number | null; figures: string }[];
}

/** The service's kept counters (issue 15); apart, as the reliability suite names the above. */
export interface ServiceInvariantBreaks {
  ratings: {
    product_id: number;
    kept_count: number;
    kept_sum: number;
    count: number;
    sum: number;
  }[];
  reviewCounts: { status: string; count: number; reviews: number }[];
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function shopInvariantBreaks(db: Db): Promise<InvariantBreaks> {
  const balances = await rows<InvariantBreaks['balances'][number]>(
    db,
    sql`SELECT u.id AS user_id, coalesce(b.balance, 0)::text AS balance,
        coalesce(l.total, 0)::text AS ledger_sum, last.balance_after::text AS last_after
      FROM users u
      LEFT JOIN balances b ON b.user_id = u.id
      LEFT JOIN (SELECT user_id, sum(amount) AS total FROM ledger_entries GROUP BY user_id) l
        ON l.user_id = u.id
      LEFT JOIN LATERAL (SELECT balance_after FROM ledger_entries e WHERE e.user_id = u.id
        ORDER BY e.id DESC LIMIT 1) last ON true
      WHERE coalesce(b.balance, 0) <> coalesce(l.total, 0)
        OR coalesce(b.balance, 0) <> coalesce(last.balance_after, 0)
        OR coalesce(b.balance, 0) < 0`,
  );
  const chain = await rows<InvariantBreaks['chain'][number]>(
    db,
    sql`SELECT id, user_id FROM (SELECT id, user_id, amount, balance_after,
        lag(balance_after, 1, 0::numeric) OVER (PARTITION BY user_id ORDER BY id) AS before
        FROM ledger_entries) e
      WHERE balance_after <> before + amount OR balance_after < 0`,
  );
  const stock = await rows<InvariantBreaks['stock'][number]>(
    db,
    sql`WITH keys AS (SELECT product_id, district_id FROM product_stock
          UNION SELECT product_id, district_id FROM stock_loads)
      SELECT k.product_id, k.district_id, coalesce(s.quantity, 0) AS held,
        coalesce((SELECT sum(o.quantity) FROM orders o WHERE o.product_id = k.product_id
          AND o.district_id = k.district_id AND o.status <> 'canceled'), 0)::int AS sold,
        coalesce((SELECT sum(l.delta) FROM stock_loads l WHERE l.product_id = k.product_id
          AND l.district_id = k.district_id), 0)::int AS loaded
      FROM keys k LEFT JOIN product_stock s USING (product_id, district_id)
      WHERE coalesce(s.quantity, 0) + coalesce((SELECT sum(o.quantity) FROM orders o
          WHERE o.product_id = k.product_id AND o.district_id = k.district_id
            AND o.status <> 'canceled'), 0)
        <> coalesce((SELECT sum(l.delta) FROM stock_loads l WHERE l.product_id = k.product_id
          AND l.district_id = k.district_id), 0)`,
  );
  const coupons = await rows<InvariantBreaks['coupons'][number]>(
    db,
    sql`SELECT c.id, c.current_usage_count AS count, count(u.id)::int AS usages
      FROM coupons c LEFT JOIN coupon_usages u ON u.coupon_id = c.id
      GROUP BY c.id HAVING c.current_usage_count <> count(u.id)`,
  );
  return { balances, chain, stock, coupons, sales: await salesBreaks(db) };
}

/**
 * Each kept figure beside the journals' (the `sales_*_from_journals` views the rebuild inserts),
 * as text rows that differ; a kept row of zeros (every order of the day cancelled) equals none.
 */
async function salesBreaks(db: Db): Promise<InvariantBreaks['sales']> {
  const compare = (
    kept: string,
    columns: string,
    keptSql: string,
    journals: string,
    key: string,
  ) => {
    // Every figure written alike on both sides: 0 and 0.00 are one sum.
    const figures = columns
      .split(', ')
      .map((column) => `${column}::numeric(16, 2)`)
      .join(', ');
    return `SELECT '${kept}' AS kept, coalesce(k.day, j.day)::text AS day, coalesce(k.${key}, j.${key}) AS key,
        concat_ws(' ≠ ', k.figures, j.figures) AS figures
      FROM (SELECT day, ${key}, concat_ws('/', ${figures}) AS figures FROM (${keptSql}) kept
          WHERE concat_ws('/', ${figures}) !~ '^[0/.]*$') k
        FULL JOIN (SELECT day, ${key}, concat_ws('/', ${figures}) AS figures FROM ${journals} journals) j
        ON j.day = k.day AND coalesce(j.${key}, -1) = coalesce(k.${key}, -1)
      WHERE k.figures IS DISTINCT FROM j.figures`;
  };
  const days = compare(
    'sales_days',
    'orders, gross, canceled, refunds, new_customers, top_ups, top_up_amount',
    `SELECT day, NULL::int AS stripe, sum(orders)::int AS orders, sum(gross) AS gross,
        sum(canceled)::int AS canceled, sum(refunds) AS refunds,
        sum(new_customers)::int AS new_customers, sum(top_ups)::int AS top_ups,
        sum(top_up_amount) AS top_up_amount
      FROM sales_days GROUP BY day`,
    '(SELECT *, NULL::int AS stripe FROM sales_days_from_journals)',
    'stripe',
  );
  const products = compare(
    'sales_product_days',
    'orders, quantity, revenue',
    'SELECT * FROM sales_product_days',
    'sales_product_days_from_journals',
    'product_id',
  );
  const cities = compare(
    'sales_city_days',
    'orders, revenue',
    'SELECT * FROM sales_city_days',
    'sales_city_days_from_journals',
    'city_id',
  );
  return rows(db, sql.raw(`${days} UNION ALL ${products} UNION ALL ${cities}`));
}

export async function serviceInvariantBreaks(db: Db): Promise<ServiceInvariantBreaks> {
  const ratings = await rows<ServiceInvariantBreaks['ratings'][number]>(
    db,
    sql`WITH actual AS (SELECT product_id, count(*)::int AS count, sum(rating)::int AS sum
        FROM reviews WHERE status = 'published' GROUP BY product_id)
      SELECT product_id, coalesce(r.published_count, 0) AS kept_count,
        coalesce(r.rating_sum, 0) AS kept_sum, coalesce(a.count, 0) AS count,
        coalesce(a.sum, 0) AS sum
      FROM actual a FULL JOIN product_ratings r USING (product_id)
      WHERE coalesce(r.published_count, 0) <> coalesce(a.count, 0)
        OR coalesce(r.rating_sum, 0) <> coalesce(a.sum, 0)`,
  );
  const reviewCounts = await rows<ServiceInvariantBreaks['reviewCounts'][number]>(
    db,
    sql`SELECT c.status, c.count, count(r.id)::int AS reviews
      FROM review_counts c LEFT JOIN reviews r ON r.status = c.status
      GROUP BY c.status, c.count HAVING c.count <> count(r.id)`,
  );
  return { ratings, reviewCounts };
}

/** Throws, naming what broke, unless every invariant holds. */
export async function assertShopInvariants(db: Db): Promise<void> {
  const breaks = { ...(await shopInvariantBreaks(db)), ...(await serviceInvariantBreaks(db)) };
  const broken = Object.entries(breaks).filter(([, list]) => list.length > 0);
  if (broken.length > 0) {
    throw new Error(`shop invariants broken: ${JSON.stringify(Object.fromEntries(broken))}`);
  }
}
