// Two years of a shop's trade written by SQL on a scratch database after the API has migrated it
// (issue 23's scale): `products` products, 50 cities of 3 districts, `customers` customers who
// joined over the two years, and `orders` orders over the same two years (a tenth cancelled and
// refunded, the rest awaiting approval, paid or completed), sold unevenly as shops sell (the
// first products and cities sell most), each with its purchase in the ledger, and a top-up for
// every tenth order. One customer, the regular, placed `regularOrders` of them.
//
// The orders and the ledger are written with triggers off (session_replication_role = replica:
// a million trigger calls would be most of the seeding), then the kept sales days are rebuilt
// from the journals with the API's own `sales_rebuild()`: the state the triggers would have
// left, which the invariant tests hold them to.
import type pg from 'pg';
import { seedProducts } from './products-seed';
import { citiesAndDistricts } from './shop-seed';

export interface SalesShop {
  products: number;
  customers: number;
  orders: number;
  regularOrders: number;
}

export const REGULAR = 'bench-regular';
const CITIES = 50;
const DISTRICTS_PER_CITY = 3;
const DAYS = 730;

/** A time in the last two years picked by `g` (spread evenly, not in insertion order). */
const pastTime = (g: string) =>
  `now() - (((${g})::bigint * 104729) % (${DAYS} * 86400)) * interval '1 second'`;

/** A 1-based index of `n` picked by `g`, the first ones far more often (x² over 0..1). */
const skewed = (g: string, n: string) =>
  `1 + floor(${n} * power((((${g})::bigint * 7907) % 10007) / 10007.0, 2))::int`;

const SHOP = [
  ...citiesAndDistricts(CITIES, DISTRICTS_PER_CITY),
  `UPDATE products SET price = (100 + (id * 37) % 4900)::numeric(12, 2), is_active = true`,
];

const CUSTOMERS = `INSERT INTO users (username, password_hash, role, created_at)
  SELECT CASE WHEN g = 1 THEN '${REGULAR}' ELSE 'buyer' || g END, 'not-a-password-hash',
    'customer', ${pastTime('g')}
  FROM generate_series(1, $1::int) g`;

// Numbered lookups for the generated keys (temporary: this session's only).
const LOOKUPS = [
  `CREATE TEMP TABLE seed_products AS
    SELECT row_number() OVER (ORDER BY id) AS k, id, name, price FROM products`,
  `CREATE TEMP TABLE seed_districts AS
    SELECT row_number() OVER (ORDER BY d.id) AS k, d.id, d.name, d.city_id, c.name AS city_name
    FROM districts d JOIN cities c ON c.id = d.city_id`,
  `CREATE TEMP TABLE seed_buyers AS
    SELECT row_number() OVER (ORDER BY id) AS k, id FROM users WHERE role = 'customer'`,
];

/** $1 orders, $2 customers, $3: every $3-th order is the regular's (buyer k = 1). */
const ORDERS = `INSERT INTO orders (user_id, product_id, product_name, unit_price, city_id,
    city_name, district_id, district_name, quantity, subtotal, total, status, created_at,
    updated_at)
  SELECT b.id, p.id, p.name, p.price, d.city_id, d.city_name, d.id, d.name, s.q, p.price * s.q,
    p.price * s.q,
    (CASE WHEN s.g % 10 = 0 THEN 'canceled' WHEN s.g % 10 = 1 THEN 'awaiting_approval'
      WHEN s.g % 10 < 4 THEN 'paid' ELSE 'completed' END)::order_status,
    s.at, s.at
  FROM (SELECT g, 1 + g % 3 AS q, ${pastTime('g')} AS at,
      CASE WHEN g % $3::int = 0 THEN 1 ELSE 2 + (g::bigint * 7919) % ($2::int - 1) END AS buyer
    FROM generate_series(1, $1::int) g) s
  JOIN seed_products p ON p.k = ${skewed('s.g', '(SELECT count(*) FROM seed_products)')}
  JOIN seed_districts d ON d.k = ${skewed('s.g * 13 + 5', '(SELECT count(*) FROM seed_districts)')}
  JOIN seed_buyers b ON b.k = s.buyer`;

const LEDGER = [
  `INSERT INTO ledger_entries (user_id, type, amount, balance_after, order_id, created_at)
    SELECT user_id, 'purchase', -total, 0, id, created_at FROM orders`,
  `INSERT INTO ledger_entries (user_id, type, amount, balance_after, order_id, created_at)
    SELECT user_id, 'refund', total, 0, id, created_at + interval '1 hour'
    FROM orders WHERE status = 'canceled'`,
  `INSERT INTO ledger_entries (user_id, type, amount, balance_after, created_at)
    SELECT user_id, 'topup', 5000, 5000, created_at - interval '1 minute'
    FROM orders WHERE id % 10 = 3`,
  `INSERT INTO balances (user_id, balance) SELECT id, 0 FROM users WHERE role = 'customer'`,
];

/** Writes the shop; answers the regular customer's id. */
export async function seedSales(pool: pg.Pool, shop: SalesShop): Promise<number> {
  await seedProducts(pool, shop.products);
  const client = await pool.connect();
  try {
    for (const statement of SHOP) await client.query(statement);
    await client.query(CUSTOMERS, [shop.customers]);
    for (const statement of LOOKUPS) await client.query(statement);
    await client.query('SET session_replication_role = replica');
    const every = Math.max(1, Math.floor(shop.orders / shop.regularOrders));
    await client.query(ORDERS, [shop.orders, shop.customers, every]);
    for (const statement of LEDGER) await client.query(statement);
    await client.query('SET session_replication_role = DEFAULT');
    await client.query('SELECT sales_rebuild()');
    await client.query('VACUUM ANALYZE');
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM users WHERE username = $1',
      [REGULAR],
    );
    const regular = rows[0];
    if (!regular) throw new Error('the regular customer was not seeded');
    return regular.id;
  } finally {
    client.release();
  }
}
