/** What a migrated template database was made from: its migrations, and what else it names. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../src/db/migrations-folder.ts';

export function migrationsFingerprint(...also: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of also) hash.update(part);
  const files = fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const full = path.join(MIGRATIONS_FOLDER, name);
    if (fs.statSync(full).isFile()) hash.update(name).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
