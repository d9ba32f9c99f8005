/**
 * Reading the event log: pages newest first with the acting user's login, and the statistics.
 * Totals are exact count(*) over the same filter (indexes on created_at, action and user_id
 * make the filtered ones cheap).
 */

import type { Activity } from '@storefront/shared/contract/activities';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { activities, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';

export interface ActivityFilter {
  action?: string;
  userId?: number;
  /** Part of the acting user's login, case-insensitive. */
  username?: string;
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
}

const columns = {
  id: activities.id,
  user_id: activities.userId,
  username: users.username,
  action: activities.action,
  description: activities.description,
  createdAt: activities.createdAt,
  ip_address: activities.ipAddress,
  resource_type: activities.resourceType,
  resource_id: activities.resourceId,
  metadata_json: activities.metadataJson,
};

type Row = { createdAt: Date } & Omit<Activity, 'created_at'>;
const toActivity = ({ createdAt, ...row }: Row): Activity => ({
  ...row,
  created_at: createdAt.toISOString(),
});

function conditions(filter: ActivityFilter): SQL | undefined {
  const all: SQL[] = [];
  if (filter.action) all.push(eq(activities.action, filter.action));
  if (filter.userId !== undefined) all.push(eq(activities.userId, filter.userId));
  if (filter.username) {
    all.push(sql`lower(${users.username}) LIKE lower(${containsPattern(filter.username)})`);
  }
  if (filter.from) all.push(gte(activities.createdAt, filter.from));
  if (filter.to) all.push(lt(activities.createdAt, filter.to));
  return and(...all);
}

export function createActivitiesListing(db: Db) {
  async function page(filter: ActivityFilter, { page, size }: Paging) {
    const where = conditions(filter);
    const rowsQuery = db
      .select(columns)
      .from(activities)
      .leftJoin(users, eq(users.id, activities.userId))
      .where(where)
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(size)
      .offset((page - 1) * size);
    // The join is needed for the count only when the filter reads the login.
    const countQuery = filter.username
      ? db
          .select({ n: count() })
          .from(activities)
          .leftJoin(users, eq(users.id, activities.userId))
          .where(where)
      : db.select({ n: count() }).from(activities).where(where);
    const [rows, [total]] = await Promise.all([rowsQuery, countQuery]);
    return { activities: rows.map(toActivity), total: total?.n ?? 0 };
  }

  return {
    page,

    async countSince(action: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(activities)
        .where(and(eq(activities.action, action), gte(activities.createdAt, since)));
      return row?.n ?? 0;
    },

    async stats(periods: { today: Date; week: Date; month: Date }) {
      const since = (from: Date) =>
        sql<number>`count(*) FILTER (WHERE ${activities.createdAt} >= ${from.toISOString()})::int`;
      const [totals, common, recent] = await Promise.all([
        db
          .select({
            total: sql<number>`count(*)::int`,
            today: since(periods.today),
            week: since(periods.week),
            month: since(periods.month),
          })
          .from(activities),
        db
          .select({ action: activities.action, count: sql<number>`count(*)::int` })
          .from(activities)
          .groupBy(activities.action)
          .orderBy(sql`count(*) DESC`, activities.action)
          .limit(5),
        page({}, { page: 1, size: 10 }),
      ]);
      const t = totals[0] ?? { total: 0, today: 0, week: 0, month: 0 };
      return {
        total_activities: t.total,
        activities_today: t.today,
        activities_this_week: t.week,
        activities_this_month: t.month,
        most_common_actions: common,
        recent_activities: recent.activities,
      };
    },
  };
}
