/**
 * The order lists, newest first, one statement each (db/sql/newest-first.ts): the caller's own
 * (the (user_id, created_at, id) index) and everyone's with the journal's filters. Dates are
 * whole days in the shop's time zone. A query of the orders repository.
 */

import type { AdminOrdersQuery, Order } from '@storefront/shared/contract/orders';
import { and, type SQL, sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import { withinShopDays } from '../../../db/sql/shop-days.ts';
import { whereClause } from '../../../db/sql/where-clause.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { dayRange } from '../../../lib/shop-days.ts';

const money = (column: string) => `t.${column}::text AS ${column}`;
export const ORDER_COLUMNS = sql.join(
  [
    sql.raw('t.id, t.number, t.user_id, u.username, coalesce(t.product_id, 0) AS product_id'),
    sql.raw(`t.product_name, ${money('unit_price')}, coalesce(t.city_id, 0) AS city_id`),
    sql.raw('t.city_name, coalesce(t.district_id, 0) AS district_id, t.district_name'),
    sql.raw(`t.quantity, ${money('subtotal')}, ${money('discount_amount')}, t.discount_name`),
    // Not `total`: runListing's page total has that name.
    sql.raw(`t.coupon_code, ${money('coupon_discount')}, t.total::text AS amount, t.status`),
    // The buyer's review of the order (issue 15), through the unique index on order_id.
    sql.raw('(SELECT rv.status FROM reviews rv WHERE rv.order_id = t.id) AS review_status'),
    sql`${iso('t.created_at')} AS created_at, ${iso('t.updated_at')} AS updated_at`,
  ],
  sql.raw(', '),
);
const JOINS = sql.raw('LEFT JOIN users u ON u.id = t.user_id');

type Listed = Omit<Order, 'total'> & { amount: string };
const toOrder = ({ amount, ...row }: Listed): Order => ({ ...row, total: amount });
const INT4_MAX = 2_147_483_647;

export async function orderById(db: Db, id: number): Promise<Order | null> {
  const [row] = await rowsOf<Listed>(
    db.execute(sql`SELECT ${ORDER_COLUMNS} FROM orders t ${JOINS} WHERE t.id = ${id}`),
  );
  return row ? toOrder(row) : null;
}

/** An order's number as typed or as the screens show it: '1008', '№ 1008', '№1008', '#1008'. */
const ORDER_NUMBER = /^(?:№|#)?\s*(\d{1,10})$/;

function searchCondition(text: string): SQL {
  const digits = ORDER_NUMBER.exec(text)?.[1];
  const number = digits !== undefined && Number(digits) <= INT4_MAX ? Number(digits) : null;
  if (number !== null) return sql`o.number = ${number}`;
  const pattern = containsPattern(text);
  return sql`(lower(o.product_name) LIKE lower(${pattern}) OR o.user_id IN
    (SELECT id FROM users WHERE lower(username) LIKE lower(${pattern})))`;
}

export interface OrderFilter extends Omit<AdminOrdersQuery, 'page' | 'size'> {
  userId?: number;
}

export async function ordersPage(db: Db, filter: OrderFilter, paging: Paging) {
  const search = filter.search?.trim();
  const where = and(
    filter.userId === undefined ? undefined : sql`o.user_id = ${filter.userId}`,
    filter.status === undefined ? undefined : sql`o.status = ${filter.status}`,
    filter.city_id === undefined ? undefined : sql`o.city_id = ${filter.city_id}`,
    withinShopDays(sql.raw('o.created_at'), dayRange(filter)),
    search ? searchCondition(search) : undefined,
  );
  const { rows, total } = await newestFirstPage<Listed & { id: number }>(
    db,
    { table: 'orders', columns: ORDER_COLUMNS, joins: JOINS },
    {
      matches: sql`SELECT o.id, o.created_at AS at FROM orders o ${whereClause(where)}`,
      filtered: Boolean(search),
    },
    paging,
  );
  return { orders: rows.map(toOrder), total };
}
