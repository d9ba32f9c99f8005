/**
 * The discounts repository. Reading discounts: the admin list (newest first, one statement with its total,
 * db/sql/newest-first.ts), one discount with its products and city, and the ones that apply to a
 * product in a city now (checkout and the product page) with the next moment that changes. The
 * read functions take the database first: bench/ runs them on a fake one to see their SQL. The
 * writes are discount-writes.ts.
 */

import type { Discount, DiscountsQuery } from '@storefront/shared/contract/discounts';
import { and, type SQL, sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import { whereClause } from '../../../db/sql/where-clause.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { discountWrites } from './discount-writes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    discountsRepository: DiscountsRepository;
  }
}

const COLUMNS = sql.join(
  [
    sql.raw('t.id, t.name, t.discount_type, t.value::text AS value'),
    sql.raw(`CASE WHEN t.all_products THEN NULL ELSE coalesce((SELECT json_agg(json_build_object(
        'id', p.id, 'name', p.name) ORDER BY p.name COLLATE "ru", p.id)
      FROM discount_products dp JOIN products p ON p.id = dp.product_id
      WHERE dp.discount_id = t.id), '[]'::json) END AS products`),
    sql.raw(`CASE WHEN c.id IS NULL THEN NULL
      ELSE json_build_object('id', c.id, 'name', c.name) END AS city`),
    sql`${iso('t.valid_from')} AS valid_from, ${iso('t.valid_until')} AS valid_until`,
    sql`t.is_active, ${iso('t.created_at')} AS created_at`,
  ],
  sql.raw(', '),
);
const JOINS = sql.raw('LEFT JOIN cities c ON c.id = t.city_id');

export async function discountById(db: Db, id: number): Promise<Discount | null> {
  const [row] = await rowsOf<Discount>(
    db.execute(sql`SELECT ${COLUMNS} FROM discounts t ${JOINS} WHERE t.id = ${id}`),
  );
  return row ?? null;
}

export async function discountsPage(db: Db, query: DiscountsQuery, paging: Paging) {
  const search = query.search?.trim();
  const where = and(
    query.is_active === undefined ? undefined : sql`d.is_active = ${query.is_active}`,
    search ? sql`lower(d.name) LIKE lower(${containsPattern(search)})` : undefined,
  );
  const { rows, total } = await newestFirstPage<Discount & { id: number }>(
    db,
    { table: 'discounts', columns: COLUMNS, joins: JOINS },
    {
      matches: sql`SELECT d.id, d.created_at AS at FROM discounts d
        ${whereClause(where)}`,
      filtered: Boolean(where),
    },
    paging,
  );
  return { discounts: rows, total };
}

export interface ApplicableDiscount {
  id: number;
  name: string;
  discount_type: Discount['discount_type'];
  value: string;
}

/**
 * The active discounts for `productId` in `cityId` (no city: the ones for every city) that hold
 * now, and when that set next changes (a start or an end still ahead; null: never).
 */
export async function applicableDiscounts(
  db: Db,
  productId: number,
  cityId: number | null,
): Promise<{ discounts: ApplicableDiscount[]; nextChange: number | null }> {
  const city: SQL =
    cityId === null ? sql`d.city_id IS NULL` : sql`(d.city_id IS NULL OR d.city_id = ${cityId})`;
  const rows = await rowsOf<
    ApplicableDiscount & { started: boolean; starts: number; ends: number | null }
  >(
    db.execute(sql`SELECT d.id, d.name, d.discount_type, d.value::text AS value,
        d.valid_from <= now() AS started,
        (extract(epoch FROM d.valid_from) * 1000)::float8 AS starts,
        (extract(epoch FROM d.valid_until) * 1000)::float8 AS ends
      FROM discounts d
      WHERE d.is_active AND (d.valid_until IS NULL OR d.valid_until > now()) AND ${city}
        AND (d.all_products OR EXISTS (SELECT 1 FROM discount_products dp
          WHERE dp.discount_id = d.id AND dp.product_id = ${productId}))
      ORDER BY d.id`),
  );
  let nextChange: number | null = null;
  const sooner = (at: number | null) => {
    if (at !== null && (nextChange === null || at < nextChange)) nextChange = at;
  };
  const discounts: ApplicableDiscount[] = [];
  for (const { started, starts, ends, ...rule } of rows) {
    sooner(started ? ends : starts);
    if (started) discounts.push(rule);
  }
  return { discounts, nextChange };
}

export function createDiscountsRepository(db: Db) {
  return {
    ...discountWrites,
    page: (query: DiscountsQuery, paging: Paging) => discountsPage(db, query, paging),
    findById: (id: number, tx: Db = db) => discountById(tx, id),
    applicable: (productId: number, cityId: number | null, tx: Db = db) =>
      applicableDiscounts(tx, productId, cityId),
  };
}

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;

export default repositoryPlugin('discountsRepository', createDiscountsRepository);
