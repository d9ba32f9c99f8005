import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

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
  /**
   * Subscribes to NOTIFY on `channel`. Resolves once listening; the returned function stops.
   * A dropped connection reports `onLive(false)` (notifications may be missed from then on)
   * and, once listening again, `onLive(true)`.
   */
  listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ChangeListener {
  onNotify(payload: string): void;
  onLive(live: boolean): void;
}
