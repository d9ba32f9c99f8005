/** Reading the answers of statements run with `db.execute` (both drivers answer `{rows}`). */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../types.ts';

/** The row of a select by a unique key, or null. */
export const firstRow = <T>(rows: T[]): T | null => rows[0] ?? null;

/** The row an INSERT ... RETURNING answers: it always answers one. */
export function insertedRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return row;
}

/** A row a write just made or changed, read back: missing is a bug, never a 404. */
export function writtenRow<T>(row: T | null | undefined, what: string): T {
  if (!row) throw new Error(`${what} vanished after its write`);
  return row;
}

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
