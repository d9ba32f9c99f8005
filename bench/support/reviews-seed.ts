// Reviews as the issue 15 benchmark needs them, written by SQL on a scratch database that already
// holds the shop (`seedShop`): 1,000 customers, one completed order per review (a review names
// its own order), `published` published reviews and `pending` ones in the queue. A fifth of the
// published reviews are of one product (a best seller's page of 20,000 reviews); the rest spread
// over `spread` products. Inserted through the API's own trigger (migration 0012), which keeps
// the per-product rating and the per-status counts, so the figures read what the API reads.
import type pg from 'pg';

export interface ReviewSeed {
  published: number;
  pending: number;
  /** Products the other four fifths spread over. */
  spread: number;
}

const CUSTOMERS = `INSERT INTO users (username, password_hash, role, is_active)
  SELECT 'reviewer_' || g, (SELECT password_hash FROM users ORDER BY id LIMIT 1), 'customer', true
  FROM generate_series(1, 1000) g`;

/** Products on sale with their first stocked district, the best seller first. */
const TARGETS = `CREATE TEMP TABLE bench_targets AS
  SELECT row_number() OVER (ORDER BY p.id) - 1 AS k, p.id AS product_id, p.name, p.price,
    d.id AS district_id, d.name AS district_name, c.id AS city_id, c.name AS city_name
  FROM products p
  JOIN LATERAL (SELECT s.district_id FROM product_stock s WHERE s.product_id = p.id
    ORDER BY s.district_id LIMIT 1) s ON true
  JOIN districts d ON d.id = s.district_id JOIN cities c ON c.id = d.city_id
  WHERE p.is_active AND p.price IS NOT NULL ORDER BY p.id LIMIT $1`;

/** Order g is of the best seller when g % 5 = 0, else of one of the spread products. */
const ORDERS = `INSERT INTO orders (user_id, product_id, product_name, unit_price, city_id,
    city_name, district_id, district_name, quantity, subtotal, total, status, created_at)
  SELECT u.id, t.product_id, t.name, t.price, t.city_id, t.city_name, t.district_id,
    t.district_name, 1, t.price, t.price, 'completed', now() - g * interval '1 minute'
  FROM generate_series(1, $1::int) g
  JOIN bench_targets t ON t.k = CASE WHEN g % 5 = 0 THEN 0 ELSE 1 + g % ($2::int - 1) END
  JOIN users u ON u.username = 'reviewer_' || (1 + g % 1000)`;

/** Loads matching the sold units keep "stock + live units = loads" true. */
const LOADS = `INSERT INTO stock_loads (product_id, district_id, delta)
  SELECT product_id, district_id, count(*) FROM orders GROUP BY product_id, district_id`;

const REVIEWS = `INSERT INTO reviews (user_id, product_id, order_id, rating, text, status,
    created_at, moderated_at)
  SELECT o.user_id, o.product_id, o.id, 1 + (o.id * 7) % 5,
    'Отзыв о товаре номер ' || o.id || ': ' || repeat('вкусно и быстро, ', 1 + o.id % 8),
    (CASE WHEN o.id % $1::int = 0 THEN 'pending' ELSE 'published' END)::review_status,
    o.created_at + interval '1 hour',
    CASE WHEN o.id % $1::int = 0 THEN NULL ELSE o.created_at + interval '2 hours' END
  FROM orders o WHERE o.status = 'completed'`;

export async function seedReviews(pool: pg.Pool, seed: ReviewSeed): Promise<void> {
  const orders = seed.published + seed.pending;
  const client = await pool.connect();
  try {
    await client.query(CUSTOMERS);
    await client.query(TARGETS, [seed.spread + 1]);
    await client.query(ORDERS, [orders, seed.spread + 1]);
    await client.query(LOADS);
    // Every (published + pending) / pending-th order's review waits in the queue.
    await client.query(REVIEWS, [Math.max(1, Math.round(orders / Math.max(1, seed.pending)))]);
  } finally {
    client.release();
  }
  await pool.query('VACUUM ANALYZE');
}

/** Reviewed products, the best seller first: `count` of them with the city their order was in. */
export async function reviewedProducts(pool: pg.Pool, count: number) {
  const { rows } = await pool.query<{ id: number; city_id: number; reviews: number }>(
    `SELECT r.product_id AS id, min(o.city_id) AS city_id, r2.published_count AS reviews
      FROM reviews r JOIN orders o ON o.id = r.order_id
      JOIN product_ratings r2 ON r2.product_id = r.product_id
      WHERE r.status = 'published'
      GROUP BY r.product_id, r2.published_count ORDER BY r2.published_count DESC, r.product_id
      LIMIT $1`,
    [count],
  );
  return rows;
}
