/**
 * One page of a list ordered by name (cities, a city's districts, products) and its exact total
 * in ONE statement, ONE round trip, also for a page past the end (the total row is always there).
 *
 * Order: name in the portable Russian collation, then id (the `<table>_name_ru_idx` indexes),
 * so pages never overlap or skip. Search: case-insensitive substring of the name, `%` and `_`
 * literal, served by the trigram index on lower(name). As in the users list, the matches are
 * collected once (a MATERIALIZED CTE) and counted and sorted there; only the page's ids are
 * joined back to the table. Without a search the total comes from `total` (the products counter
 * kept by triggers) or count(*) over the scope (cities, one city's districts: small).
 *
 * The SQL is written out rather than built by the query builder because bench/products-list.ts
 * runs exactly this statement beside the API.
 */

import { and, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from './like-pattern.ts';
import type { PageWindow } from './page-window.ts';
import { whereClause } from './where-clause.ts';

export interface ListingSource {
  table: 'cities' | 'districts' | 'products';
  /** The answer's columns of the table aliased `t`. */
  columns: SQL;
  /** Exact total of the whole table when there is neither scope nor search. */
  total?: SQL;
  /** The rows the list ever shows (products: not archived); `total` counts only these. */
  live?: SQL;
}

export interface ListingFilter {
  search?: string;
  /** A condition on the table's own columns, e.g. `city_id = 5`. */
  scope?: SQL;
}

const ORDER = (alias: string) => sql.raw(`ORDER BY ${alias}.name COLLATE "ru", ${alias}.id`);

export function listingSql(source: ListingSource, filter: ListingFilter, paging: PageWindow): SQL {
  const table = sql.raw(`"${source.table}"`);
  const search = filter.search?.trim();
  const limit = sql`LIMIT ${paging.size} OFFSET ${(paging.page - 1) * paging.size}`;
  const page = (from: SQL, total: SQL) => sql`SELECT c.total, ${source.columns}
    FROM (SELECT ${total} AS total) c
    LEFT JOIN (SELECT m.id FROM ${from} m ${ORDER('m')} ${limit}) page ON true
    LEFT JOIN ${table} t ON t.id = page.id
    ${ORDER('t')}`;
  const scope = and(source.live, filter.scope);
  if (!search) {
    const total =
      source.total && !filter.scope
        ? source.total
        : sql`(SELECT count(*)::int FROM ${table} ${whereClause(scope)})`;
    return page(sql`(SELECT id, name FROM ${table} ${whereClause(scope)})`, total);
  }
  const matching = and(scope, sql`lower(name) LIKE lower(${containsPattern(search)})`);
  return sql`WITH matches AS MATERIALIZED (SELECT id, name FROM ${table} ${whereClause(matching)})
    ${page(sql`matches`, sql`(SELECT count(*)::int FROM matches)`)}`;
}
