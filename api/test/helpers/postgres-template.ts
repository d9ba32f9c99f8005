/**
 * A suite's PostgreSQL database is a copy of a migrated template (`CREATE DATABASE … TEMPLATE`,
 * ~70 ms) instead of an empty one migrated in place (~340 ms of DDL, each commit flushed): the
 * server process of the API tests creates over a hundred. The template is named by the
 * migrations it holds, made once and kept on the server for later runs, like PGlite's dump.
 */
import pg from 'pg';
import { openPostgres } from '../../src/db/open-postgres.ts';
import { migrationsFingerprint } from './migrations-fingerprint.ts';

let template: Promise<string> | undefined;

/** The template's name on the server of `adminUrl`, made on first use. */
export function postgresTemplate(adminUrl: string): Promise<string> {
  template ??= findOrCreate(adminUrl);
  return template;
}

async function findOrCreate(adminUrl: string): Promise<string> {
  const name = `storefront_template_${migrationsFingerprint()}`;
  if (await exists(adminUrl, name)) return name;
  // Made under a name of its own and renamed when complete: a run stopped midway, or another
  // process making the same one, never leaves a half-migrated template under the real name.
  const draft = `${name}_${process.pid}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${draft}`));
  const database = await openPostgres(databaseUrl(adminUrl, draft), () => {});
  await database.close();
  try {
    await withClient(adminUrl, (c) => c.query(`ALTER DATABASE ${draft} RENAME TO ${name}`));
  } catch (error) {
    // 42P04: another process renamed its own first; that one serves.
    if ((error as { code?: string }).code !== '42P04') throw error;
    await withClient(adminUrl, (c) => c.query(`DROP DATABASE ${draft}`));
  }
  return name;
}

async function exists(adminUrl: string, name: string): Promise<boolean> {
  const result = await withClient(adminUrl, (c) =>
    c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
  );
  return result.rowCount === 1;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
