/**
 * The payment lists (issue 20), newest first, one statement each (db/sql/newest-first.ts): the
 * caller's own (the (user_id, created_at) index) and the admins' with the journal's filters
 * (migration 0013's indexes). Dates are whole days in the shop's time zone, as the orders'.
 */

import type {
  AdminPayment,
  AdminPaymentsQuery,
  Payment,
} from '@storefront/shared/contract/finance';
import { and, type SQL, sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { withinShopDays } from '../../../db/sql/shop-days.ts';
import { whereClause } from '../../../db/sql/where-clause.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { dayRange } from '../../../lib/shop-days.ts';

const COLUMNS = sql.join(
  [
    sql.raw('t.id::text AS id, t.user_id, u.username, t.amount::text AS amount, t.provider'),
    sql.raw('t.status, t.confirmation_url, t.provider_payment_id'),
    sql`${iso('t.created_at')} AS created_at`,
    sql`CASE WHEN t.paid_at IS NULL THEN NULL ELSE ${iso('t.paid_at')} END AS paid_at`,
  ],
  sql.raw(', '),
);
const JOINS = sql.raw('LEFT JOIN users u ON u.id = t.user_id');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PaymentFilter extends Omit<AdminPaymentsQuery, 'page' | 'size'> {
  userId?: number;
}

/** A login substring, or exactly our id, or exactly the gateway's id. */
function searchCondition(text: string): SQL {
  const ours = UUID.test(text) ? sql`p.id = ${text.toLowerCase()}::uuid OR ` : sql``;
  return sql`(${ours}p.provider_payment_id = ${text} OR p.user_id IN
    (SELECT id FROM users WHERE lower(username) LIKE lower(${containsPattern(text)})))`;
}

export async function paymentsPage(db: Db, filter: PaymentFilter, paging: Paging) {
  const search = filter.search?.trim();
  const where = and(
    filter.userId === undefined ? undefined : sql`p.user_id = ${filter.userId}`,
    filter.status === undefined ? undefined : sql`p.status = ${filter.status}`,
    filter.provider === undefined ? undefined : sql`p.provider = ${filter.provider}`,
    withinShopDays(sql.raw('p.created_at'), dayRange(filter)),
    search ? searchCondition(search) : undefined,
  );
  const { rows, total } = await newestFirstPage<AdminPayment & { id: never }>(
    db,
    { table: 'payments', columns: COLUMNS, joins: JOINS },
    {
      matches: sql`SELECT p.id, p.created_at AS at FROM payments p
        ${whereClause(where)}`,
      filtered: Boolean(search),
    },
    paging,
  );
  return { payments: rows as AdminPayment[], total };
}

/** The customer's own list: the same rows without the admins' fields. */
export async function myPaymentsPage(db: Db, filter: PaymentFilter, paging: Paging) {
  const { payments, total } = await paymentsPage(db, filter, paging);
  const own = payments.map(
    ({ username: _, provider_payment_id: __, ...payment }): Payment => payment,
  );
  return { payments: own, total };
}
