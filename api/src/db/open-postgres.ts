import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { listenPostgres } from './postgres-listener.ts';
import * as schema from './schema.ts';
import type { Database } from './types.ts';

/** Connections per API process (the benchmark sizes its raw-SQL pool the same). */
export const POOL_SIZE = 10;

// Several API instances may start together against one server: only one migrates at a time.
const MIGRATION_LOCK_KEY = 724_001;

export async function openPostgres(
  url: string,
  onPoolError: (err: Error) => void,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 30_000,
  });
  // An idle client losing its connection emits 'error'; unhandled, it would kill the process.
  pool.on('error', onPoolError);
  try {
    await migrateLocked(pool);
  } catch (err) {
    await pool.end();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    db: drizzle({ client: pool, schema }),
    kind: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    listen: (channel, listener) => listenPostgres(url, channel, listener, onPoolError),
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
