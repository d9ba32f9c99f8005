import type { DatabaseConfig } from '../config.ts';
import { openPglite } from './open-pglite.ts';
import { openPostgres } from './open-postgres.ts';
import type { Database } from './types.ts';

/** Opens the configured database and brings its schema up to date. */
export function openDatabase(
  config: DatabaseConfig,
  onPoolError: (err: Error) => void,
): Promise<Database> {
  switch (config.kind) {
    case 'pglite':
      return openPglite({ dataDir: config.dataDir });
    case 'pglite-memory':
      return openPglite({ loadDataDir: config.loadDataDir });
    case 'postgres':
      return openPostgres(config.url, onPoolError);
  }
}
