/**
 * The same suites run on PGlite always and on real PostgreSQL when DATABASE_URL is set, each
 * file on a fresh database: a PGlite clone, or `storefront_test_<random>` copied from a migrated
 * template on DATABASE_URL's server and dropped afterwards (drizzle's SQL names the `public` schema, so one
 * database per run is the clean unit of isolation).
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseConfig } from '../../src/config.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { databaseUrl, postgresTemplate, withClient } from './postgres-template.ts';

export type Backend = 'pglite' | 'postgres';

/**
 * Both backends when DATABASE_URL is set. scripts/run-tests.mjs then runs the embedded and the
 * server suites in two processes side by side, so both cores are busy, and narrows each one
 * with `API_TEST_BACKENDS=pglite` or `=postgres`.
 */
export function backends(): Backend[] {
  const only = process.env.API_TEST_BACKENDS;
  if (only === 'pglite' || only === 'postgres') return [only];
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * For a suite that needs to run once, not per backend: PostgreSQL when there is one, else PGlite.
 * Null in the embedded process of a split run, where the server process runs it.
 */
export function oneBackend(): Backend | null {
  if (process.env.API_TEST_BACKENDS === 'pglite' && process.env.API_TEST_SPLIT === '1') return null;
  return backends().at(-1) ?? null;
}

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export async function createTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    return {
      config: { kind: 'pglite-memory', loadDataDir: await pgliteTemplate() },
      drop: async () => {},
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const template = await postgresTemplate(adminUrl);
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return {
    config: { kind: 'postgres', url: databaseUrl(adminUrl, name) },
    drop: async () => {
      await withClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
