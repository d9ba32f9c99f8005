/** Reading the answers of statements run with `db.execute` (both drivers answer `{rows}`). */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../types.ts';

/** Rows of a statement run with `db.execute`. */
export async function rowsOf<T>(execute: Promise<unknown>): Promise<T[]> {
  return ((await execute) as { rows: T[] }).rows;
}

/**
 * Rows of a listing's answer (name-ordered.ts, newest-first.ts) plus the total; `id` is null on
 * the single row of an empty page.
 */
export async function runListing<T extends { id: number | null }>(
  db: Db,
  statement: SQL,
): Promise<{ rows: T[]; total: number }> {
  const result = (await db.execute(statement)) as unknown as { rows: (T & { total: number })[] };
  const rows = result.rows.filter((row) => row.id !== null).map(({ total: _, ...row }) => row);
  return { rows: rows as unknown as T[], total: Number(result.rows[0]?.total ?? 0) };
}
