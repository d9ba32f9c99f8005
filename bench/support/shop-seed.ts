// The shop as the issue 14 benchmarks need it, written by SQL on a scratch database after the
// API has migrated it: `seedProducts`' products, 20 cities of 10 districts each, a price on
// every product but every 17th, and each product stocked in two districts (of two cities, the
// districts' ids in city order), so each city holds about 5,000 of them, ~4,200 on sale (active,
// priced); every 40th row holds 0 (`in_stock` false).
// Every stock row is matched by a `stock_loads` row of its quantity, so the invariant
// "stock now + units in non-cancelled orders = units ever loaded" holds from the start.
import type pg from 'pg';
import { secondsSince } from './bench';
import { seedProducts } from './products-seed';

export const CITIES = 20;
export const DISTRICTS_PER_CITY = 10;

/** `cities` cities ('Город 01'...) of `perCity` districts each, the districts in city order. */
export const citiesAndDistricts = (cities: number, perCity: number) => [
  `INSERT INTO cities (name) SELECT 'Город ' || lpad(g::text, 2, '0')
    FROM generate_series(1, ${cities}) g`,
  `INSERT INTO districts (name, city_id) SELECT 'Район ' || c.name || '-' || g, c.id
    FROM cities c, generate_series(1, ${perCity}) g ORDER BY c.id, g`,
];

const STATEMENTS = [
  ...citiesAndDistricts(CITIES, DISTRICTS_PER_CITY),
  `UPDATE products SET price = CASE WHEN id % 17 = 0 THEN NULL
    ELSE (100 + (id * 37) % 4900)::numeric(12, 2) END`,
  `WITH d AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM districts),
      n AS (SELECT count(*) AS n FROM districts),
      pairs AS (SELECT p.id AS product_id, d.id AS district_id
        FROM products p, n, d
        WHERE d.k = p.id % n.n OR d.k = (p.id * 13 + 101) % n.n)
    INSERT INTO product_stock (product_id, district_id, quantity)
    SELECT product_id, district_id, (product_id + district_id) % 40 * 5 FROM pairs`,
  `INSERT INTO stock_loads (product_id, district_id, delta)
    SELECT product_id, district_id, quantity FROM product_stock WHERE quantity > 0`,
  'VACUUM ANALYZE',
];

export async function seedShop(pool: pg.Pool, products: number): Promise<void> {
  await seedProducts(pool, products);
  for (const statement of STATEMENTS) await pool.query(statement);
}

export interface SaleFilter {
  /** Units the district holds at least (1). */
  min?: number;
  /** Roubles the product costs at most. */
  maxPrice?: number;
  /** 'DESC' picks from the other end of the same spread (products the 'ASC' pick has not). */
  order?: 'ASC' | 'DESC';
}

/**
 * `count` products on sale (active, priced), spread over the table, each with a district (and
 * its city) holding at least `min`.
 */
export async function onSale(pool: pg.Pool, count: number, filter: SaleFilter = {}) {
  const { min = 1, maxPrice = 10_000_000, order = 'ASC' } = filter;
  const { rows } = await pool.query<{
    id: number;
    city_id: number;
    district_id: number;
    price: string;
  }>(
    `SELECT * FROM (SELECT DISTINCT ON (p.id) p.id, d.city_id, d.id AS district_id,
        p.price::text AS price
        FROM products p JOIN product_stock s ON s.product_id = p.id
        JOIN districts d ON d.id = s.district_id
        WHERE p.is_active AND p.price <= $3 AND s.quantity >= $2
        ORDER BY p.id, d.id) x
      ORDER BY md5(x.id::text) ${order} LIMIT $1`,
    [count, min, maxPrice],
  );
  return rows;
}

export async function cityIds(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM cities ORDER BY id');
  return rows.map((r) => r.id);
}

/** The fewest and most products a city lists (active, priced, stocked there once). */
export async function listedPerCity(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ min: number; max: number }>(
    `SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT d.city_id, count(DISTINCT p.id) n
      FROM product_stock s JOIN districts d ON d.id = s.district_id
      JOIN products p ON p.id = s.product_id AND p.is_active AND p.price IS NOT NULL
      GROUP BY d.city_id) x`,
  );
  return `${rows[0]?.min}–${rows[0]?.max}`;
}

/** Seeds the shop and says what it made: "N products, 20 cities, 200 districts seeded in S s; a
 * city lists A–B products". */
export async function seedShopReported(pool: pg.Pool, products: number): Promise<string> {
  const started = performance.now();
  await seedShop(pool, products);
  const seconds = secondsSince(started);
  return (
    `${products} products, ${CITIES} cities, ${CITIES * DISTRICTS_PER_CITY} districts seeded in ` +
    `${seconds} s; a city lists ${await listedPerCity(pool)} products`
  );
}
