/**
 * A migrated PGlite costs about 5 s of initdb; a clone from a dump about 1.5 s. The dump is
 * made once and kept in the OS temp folder, keyed by the migrations and the PGlite version, so
 * every test file (each its own process) and every later run reuses it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const blob = await client.dumpDataDir('none');
  await database.close();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()));
  fs.renameSync(tmp, file);
  return blob;
}

/** The PGlite build and the migrations: a dump made by another of either is never reused. */
function fingerprint(): string {
  const pkg = path.resolve(
    import.meta.dirname,
    '../../node_modules/@electric-sql/pglite/package.json',
  );
  return migrationsFingerprint(fs.readFileSync(pkg));
}
