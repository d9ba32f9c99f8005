/**
 * One page of a list ordered newest first (coupons, usages, referrals, orders, payments, the
 * ledger, discounts, tickets, reviews) and its exact total in ONE statement, also past the end,
 * as the lists ordered by name do (name-ordered.ts); `newestFirstPage` runs it and splits the
 * answer (rows.ts). `matches` selects `id` and `at` (the time the list is ordered by) of the
 * rows in the list. Without a search the CTE is inlined, so the page is a backward range of
 * the table's `(<at>, id)` index; with one, the matches are collected once through the trigram
 * indexes (MATERIALIZED) and counted and sorted there.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../types.ts';
import type { PageWindow } from './page-window.ts';
import { runListing } from './rows.ts';

export interface PageSource {
  /** The listed table, aliased `t` in `columns` and `joins` (`counted`, `page` are taken). */
  table: string;
  columns: SQL;
  /** Joins the answer needs, e.g. `LEFT JOIN users u ON u.id = t.user_id`. */
  joins?: SQL;
}

export interface PageQuery {
  matches: SQL;
  /** True when `matches` filters: collect them once rather than walk the index. */
  filtered: boolean;
  /** An exact total cheaper than counting the matches, for the unfiltered list. */
  total?: SQL;
}

export function newestFirstSql(source: PageSource, query: PageQuery, paging: PageWindow): SQL {
  const materialized = sql.raw(query.filtered ? 'MATERIALIZED' : 'NOT MATERIALIZED');
  const total = (!query.filtered && query.total) || sql`(SELECT count(*)::int FROM matches)`;
  const offset = (paging.page - 1) * paging.size;
  return sql`WITH matches AS ${materialized} (${query.matches})
    SELECT counted.total, ${source.columns}
    FROM (SELECT ${total} AS total) counted
    LEFT JOIN (SELECT m.id, m.at FROM matches m ORDER BY m.at DESC, m.id DESC
      LIMIT ${paging.size} OFFSET ${offset}) page ON true
    LEFT JOIN ${sql.raw(`"${source.table}"`)} t ON t.id = page.id
    ${source.joins ?? sql``}
    ORDER BY page.at DESC, page.id DESC`;
}

/** The page's rows and the list's total: newestFirstSql run on `db`. */
export function newestFirstPage<T extends { id: number | null }>(
  db: Db,
  source: PageSource,
  query: PageQuery,
  paging: PageWindow,
) {
  return runListing<T>(db, newestFirstSql(source, query, paging));
}
