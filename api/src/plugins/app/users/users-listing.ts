/**
 * The admin lists of users: one page in a stable order plus its exact total, in ONE statement.
 *
 * Order: login in the portable Russian collation, then id (index users_username_ru_idx), so pages
 * never overlap or skip.
 * Search: case-insensitive substring of the login, `%` and `_` taken literally, served by the
 * trigram index on lower(username). The matches are collected first (a MATERIALIZED CTE) and
 * counted and sorted from there: the total and the page share one scan, and the planner cannot
 * walk the ordered index hoping to meet 20 matches early, which is slow when matches cluster
 * (every 'мари…' sorts together) and logins do cluster.
 * Total without a search: read from `user_counts`, kept exact by triggers per (role, is_active),
 * so 100,000 users cost the same as 10 (count(*) would cost more than the page).
 *
 * The SQL is written out rather than built by the query builder: this is the hottest read of the
 * back office, and the benchmark (bench/users-list.ts) runs exactly this statement directly.
 */

import type { CurrentUser } from '@storefront/shared/contract/users';
import type { Role } from '@storefront/shared/contract/values';
import { ROLE_SCORES } from '@storefront/shared/permissions';
import { and, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { whereClause } from '../../../db/sql/where-clause.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';

export interface UserFilter {
  search?: string;
  roles?: Role[];
  isActive?: boolean;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The answer's fields of users `u`, dates as ISO text so both drivers give the same strings. */
const COLUMNS = sql.join(
  [
    sql.raw('u.id, u.username, u.role, u.is_active, u.is_verified, u.is_superuser'),
    sql`${iso('u.created_at')} AS created_at`,
    sql`${iso('u.last_login')} AS last_login`,
    sql.raw('u.login_count, u.timezone, u.language'),
  ],
  sql.raw(', '),
);
const ORDER = (alias: string) => sql.raw(`ORDER BY ${alias}.username COLLATE "ru", ${alias}.id`);

function conditions(filter: UserFilter, search: string | undefined): SQL | undefined {
  return and(
    search ? sql`lower(username) LIKE lower(${containsPattern(search)})` : undefined,
    filter.roles?.length ? sql`role IN ${filter.roles}` : undefined,
    filter.isActive === undefined ? undefined : sql`is_active = ${filter.isActive}`,
  );
}

/** Total from the counters: no user row is read. */
function counted(filter: UserFilter): SQL {
  return sql`(SELECT coalesce(sum(n), 0)::int FROM user_counts ${whereClause(conditions(filter, undefined))})`;
}

/**
 * The statement for one page: rows of the answer's fields plus `total` on every row. A page past
 * the end has no row to carry the total; `countUsers` answers it then.
 */
export function listingSql(filter: UserFilter, { page, size }: Paging): SQL {
  const search = filter.search?.trim();
  const limit = sql`LIMIT ${size} OFFSET ${(page - 1) * size}`;
  if (!search) {
    return sql`SELECT ${COLUMNS}, ${counted(filter)} AS total FROM users u
      ${whereClause(conditions(filter, undefined))} ${ORDER('u')} ${limit}`;
  }
  // Only ids and logins are collected and sorted; the 20 rows of the page are read after.
  return sql`WITH matches AS MATERIALIZED (
      SELECT id, username FROM users ${whereClause(conditions(filter, search))})
    SELECT ${COLUMNS}, page.total FROM (
      SELECT id, username, count(*) OVER ()::int AS total FROM matches ${ORDER('matches')} ${limit}
    ) page JOIN users u ON u.id = page.id
    ${ORDER('page')}`;
}

export function countSql(filter: UserFilter): SQL {
  const search = filter.search?.trim();
  if (!search) return sql`SELECT ${counted(filter)} AS total`;
  return sql`SELECT count(*)::int AS total FROM users ${whereClause(conditions(filter, search))}`;
}

const dialect = new PgDialect();
/** SQL text and parameters, as the driver receives them (the benchmark sends them itself). */
export const toQuery = (statement: SQL) => dialect.sqlToQuery(statement);

type ListedRow = Omit<CurrentUser, 'role_score'> & { total: number };

async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

export function createUsersListing(db: Db) {
  async function count(filter: UserFilter): Promise<number> {
    const [row] = await rowsOf<{ total: number }>(db, countSql(filter));
    return row?.total ?? 0;
  }

  return {
    count,

    async page(
      filter: UserFilter,
      paging: Paging,
    ): Promise<{ users: CurrentUser[]; total: number }> {
      const rows = await rowsOf<ListedRow>(db, listingSql(filter, paging));
      const total = rows[0]?.total ?? (await count(filter));
      const users = rows.map(({ total: _, ...user }) => ({
        ...user,
        role_score: ROLE_SCORES[user.role],
      }));
      return { users, total };
    },

    /** total, active and active admins (superusers are admins: a CHECK holds it). */
    async totals() {
      const [row] = await rowsOf<{ total: number; active: number; admins: number }>(
        db,
        sql`SELECT coalesce(sum(n), 0)::int AS total,
          coalesce(sum(n) FILTER (WHERE is_active), 0)::int AS active,
          coalesce(sum(n) FILTER (WHERE is_active AND role = 'admin'), 0)::int AS admins
          FROM user_counts`,
      );
      return row ?? { total: 0, active: 0, admins: 0 };
    },
  };
}
