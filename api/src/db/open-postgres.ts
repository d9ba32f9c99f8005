import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { listenPostgres } from './postgres-listener.ts';
import * as schema from './schema/index.ts';
import type { Database } from './types.ts';

/** Connections per API process (the benchmark sizes its raw-SQL pool the same). */
export const POOL_SIZE = 10;

// Several API instances may start together against one server: only one migrates at a time.
const MIGRATION_LOCK_KEY = 724_001;

/**
 * A request must end well before the client's 20 s timeout, also when PostgreSQL is down,
 * restarting or silent; every failure below maps to 503 (lib/pg-errors.ts):
 * - a new connection (or a wait for a free one) gives up after 5 s;
 * - the server cancels a statement after 10 s (57014);
 * - the driver gives up on a server that stopped answering altogether (a dead host sends no
 *   reset) after 12 s, and drops that connection;
 * - TCP keepalive lets idle pooled connections to a vanished host be noticed and replaced.
 * Nothing else is needed to recover: the pool opens fresh connections once the server is back.
 */
const REQUEST_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  idleTimeoutMillis: 30_000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

export async function openPostgres(
  url: string,
  onPoolError: (err: Error) => void,
): Promise<Database> {
  // Before the pool: migrations may run long, and the pool's timeouts are for requests.
  await migrateLocked(url);
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, ...REQUEST_TIMEOUTS });
  // A client losing its connection emits 'error'; unhandled, it kills the process. The pool
  // listens only while a client is idle, so each client also gets a listener of its own for
  // the time it is checked out (a server restart mid-transaction); its query still rejects,
  // which answers 503.
  pool.on('error', onPoolError);
  pool.on('connect', (client) => client.on('error', onPoolError));
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

/** On a connection of its own, without the request timeouts: a migration may take long. */
async function migrateLocked(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
