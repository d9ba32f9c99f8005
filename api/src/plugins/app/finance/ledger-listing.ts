/**
 * The ledger lists, newest first, one statement each (db/sql/newest-first.ts): the caller's own
 * entries (the (user_id, created_at, id) index) and everyone's, by login substring and type.
 * A query of the balances repository.
 */

import type { LedgerEntry } from '@storefront/shared/contract/finance';
import type { LedgerType } from '@storefront/shared/contract/values';
import { and, type SQL, sql } from 'drizzle-orm';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { whereClause } from '../../../db/sql/where-clause.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';

const COLUMNS = sql.join(
  [
    sql.raw('t.id, t.user_id, u.username, t.type, t.amount::text AS amount'),
    sql.raw('t.balance_after::text AS balance_after, t.order_id, o.number AS order_number'),
    sql.raw('t.payment_id::text AS payment_id, t.comment, a.username AS created_by'),
    sql`${iso('t.created_at')} AS created_at`,
  ],
  sql.raw(', '),
);
const JOINS = sql.raw(`LEFT JOIN users u ON u.id = t.user_id
  LEFT JOIN orders o ON o.id = t.order_id LEFT JOIN users a ON a.id = t.created_by`);

export interface LedgerFilter {
  userId?: number;
  search?: string;
  type?: LedgerType;
}

export async function ledgerPage(db: Db, filter: LedgerFilter, paging: Paging) {
  const search = filter.search?.trim();
  const conditions: (SQL | undefined)[] = [
    filter.userId === undefined ? undefined : sql`l.user_id = ${filter.userId}`,
    filter.type === undefined ? undefined : sql`l.type = ${filter.type}`,
    search
      ? sql`l.user_id IN (SELECT id FROM users
          WHERE lower(username) LIKE lower(${containsPattern(search)}))`
      : undefined,
  ];
  const where = and(...conditions);
  const { rows, total } = await newestFirstPage<LedgerEntry>(
    db,
    { table: 'ledger_entries', columns: COLUMNS, joins: JOINS },
    {
      matches: sql`SELECT l.id, l.created_at AS at FROM ledger_entries l
        ${whereClause(where)}`,
      filtered: Boolean(search),
    },
    paging,
  );
  return { entries: rows, total };
}

/** One entry as the lists show it (the answer of an adjustment). */
export async function ledgerEntry(db: Db, id: number): Promise<LedgerEntry> {
  const result = (await db.execute(sql`SELECT ${COLUMNS} FROM ledger_entries t ${JOINS}
    WHERE t.id = ${id}`)) as unknown as { rows: LedgerEntry[] };
  const [entry] = result.rows;
  if (!entry) throw new Error(`ledger entry ${id} not found`);
  return entry;
}
