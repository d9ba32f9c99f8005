import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/**
 * What the rest of the API sees of the database: the common drizzle surface of the PGlite and
 * node-postgres drivers. A transaction is assignable to it too, so repositories accept either.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip used by /health. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
