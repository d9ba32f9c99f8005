import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { DRIZZLE_PARSERS, forDrizzle } from './pglite-parsers.ts';
import * as schema from './schema/index.ts';
import type { Database } from './types.ts';

export interface PgliteOptions {
  /** Folder to persist into; omitted means in memory (tests). */
  dataDir?: string;
  /** A `dumpDataDir()` blob to start from, so tests skip the 5 s initdb. */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  let release = () => {};
  if (options.dataDir) {
    // PGlite creates its folder non-recursively and fails with ENOENT otherwise.
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(options.dataDir);
  }
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
      parsers: DRIZZLE_PARSERS,
    });
    const db = drizzle({ client: forDrizzle(client), schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    let closing: Promise<void> | undefined;
    const close = async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    };
    return {
      db,
      kind: 'pglite',
      ping: async () => {
        await client.query('SELECT 1');
      },
      // One process, one connection: nothing to lose, so it is live from the start.
      listen: async (channel, listener) => {
        const stop = await client.listen(channel, listener.onNotify);
        listener.onLive(true);
        // Closing the database ends every subscription: nothing is left to stop then.
        return async () => {
          if (!client.closed) await stop();
        };
      },
      // Idempotent: shutdown may race with a failing request that already closed it.
      close: () => {
        closing ??= close();
        return closing;
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
