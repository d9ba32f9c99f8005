import { type SQL, sql } from 'drizzle-orm';

/** `WHERE <condition>`, or nothing when there is none (drizzle's `and()` of no conditions). */
export const whereClause = (condition: SQL | undefined) =>
  condition ? sql`WHERE ${condition}` : sql``;
