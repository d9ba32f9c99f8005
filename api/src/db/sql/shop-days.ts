import { and, type SQL, sql } from 'drizzle-orm';

/**
 * `column` (a timestamptz) within the shop's days `from` to `to`, both inclusive and either
 * open, in the zone of the settings (`shop_time_zone()`, migration 0018). A bound is an instant
 * computed once per statement, so an index on the column serves it.
 */
export function withinShopDays(column: SQL, { from, to }: { from?: string; to?: string }) {
  return and(
    from ? sql`${column} >= (${from}::date)::timestamp AT TIME ZONE shop_time_zone()` : undefined,
    to ? sql`${column} < (${to}::date + 1)::timestamp AT TIME ZONE shop_time_zone()` : undefined,
  );
}
