// The API's own SQL for the "raw" side of a benchmark: its modules loaded from api/src, and the
// statements one of its query functions sends, captured without sending them, so a benchmark
// never retypes (and drifts from) what the API runs.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Sql } from './shop-measure';
import { REPO_ROOT } from './start-product';

/** What every benchmark takes from the API: its statements as drivers take them, its pool size. */
export interface ApiSql {
  toQuery(statement: unknown): Sql;
  POOL_SIZE: number;
}

/** What a query function of the API is handed: answers every statement with no rows. */
export type FakeDb = { execute(statement: unknown): Promise<{ rows: unknown[] }> };

/** The named files of api/ (e.g. 'src/db/open-postgres.ts'), their exports merged. */
export async function loadApi<T>(files: string[]): Promise<T> {
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(join(REPO_ROOT, 'api', file)).href)),
  );
  return Object.assign({}, ...modules) as T;
}

/** Every statement `run` sends (each answered with no rows), in order, as drivers take them. */
export async function capturedStatements(
  toQuery: (statement: unknown) => Sql,
  run: (db: FakeDb) => unknown,
): Promise<Sql[]> {
  const statements: Sql[] = [];
  await run({
    execute: async (statement) => {
      statements.push(toQuery(statement));
      return { rows: [] };
    },
  });
  return statements;
}
