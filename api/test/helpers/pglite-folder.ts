/**
 * A PGlite data folder pre-filled from the migrated template, so opening it skips initdb.
 * Removed when the test process exits.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteTemplate } from './pglite-template.ts';

export async function seededPgliteFolder(): Promise<string> {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-data-'));
  process.once('exit', () => fs.rmSync(parent, { recursive: true, force: true }));
  const dataDir = path.join(parent, 'pglite');
  fs.mkdirSync(dataDir);
  const db = await PGlite.create({
    dataDir,
    loadDataDir: await pgliteTemplate(),
    extensions: { pg_trgm },
  });
  await db.close();
  return dataDir;
}
