/**
 * A migrated PGlite costs about 5 s of initdb; a clone from a dump about 1 s. The dump is
 * made once and kept in the OS temp folder, keyed by the migrations, the PGlite version and how
 * it is made, so every test process and every later run reuses it.
 *
 * The dump leaves out initdb's template databases: only CREATE DATABASE reads them, which no
 * test runs on PGlite, and they were 15 of its 43 MB. Each clone untars the whole dump into
 * memory before Postgres starts: without them a clone took 0.6 s of CPU against 0.85.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../../src/db/open-pglite.ts';
import { migrationsFingerprint } from './migrations-fingerprint.ts';

let template: Promise<Blob> | undefined;

export function pgliteTemplate(): Promise<Blob> {
  template ??= loadOrCreate();
  return template;
}

async function loadOrCreate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `storefront-api-pglite-${fingerprint()}.tar`);
  if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
  const database = await openPglite({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  // One statement each: DROP DATABASE refuses the transaction a multi-statement exec runs in.
  for (const statement of [
    `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
    'DROP DATABASE template0',
    'DROP DATABASE template1',
    'CHECKPOINT',
  ]) {
    await client.exec(statement);
  }
  const blob = await client.dumpDataDir('none');
  await database.close();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(tmp, file);
  return blob;
}

/** How the dump is made (above): a dump made another way is never reused. */
const RECIPE = 'without template databases';

/** The PGlite build, the migrations and the recipe: a dump made from others is never reused. */
function fingerprint(): string {
  const pkg = path.resolve(
    import.meta.dirname,
    '../../node_modules/@electric-sql/pglite/package.json',
  );
  return migrationsFingerprint(fs.readFileSync(pkg), RECIPE);
}
