/**
 * A migrated PGlite costs about 5 s of initdb; a clone from a dump about 1.5 s. The dump is
 * made once and kept in the OS temp folder, keyed by the migrations and the PGlite version, so
 * every test file (each its own process) and every later run reuses it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations-folder.ts';
import { openPglite } from '../../src/db/open-pglite.ts';

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

function fingerprint(): string {
  const hash = createHash('sha256');
  const pkg = path.resolve(
    import.meta.dirname,
    '../../node_modules/@electric-sql/pglite/package.json',
  );
  hash.update(fs.readFileSync(pkg));
  const files = fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const full = path.join(MIGRATIONS_FOLDER, name);
    if (fs.statSync(full).isFile()) hash.update(name).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
