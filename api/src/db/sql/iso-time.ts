import { sql } from 'drizzle-orm';

/** A timestamp column as the answers' ISO text in UTC ('2024-05-01T10:00:00.000Z'), in SQL. */
export const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
