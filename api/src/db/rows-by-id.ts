/**
 * The reads and writes by id that the catalog and coupon repositories share, each taking an
 * optional transaction so callers can log the change atomically. `live` narrows every one of
 * them to the rows the repository shows (products: not archived); `touched` sets updated_at
 * with every change.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { firstRow, insertedRow } from './sql/rows.ts';
import type { Db } from './types.ts';

export function rowsById<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  options: { live?: SQL; touched?: boolean } = {},
) {
  type Row = T['$inferSelect'];
  const byId = (id: number) => and(eq(table.id, id), options.live);
  const stamp = options.touched ? { updatedAt: sql`now()` } : {};
  // Typed as the plain table: drizzle cannot check a select from a generic one.
  const select = (id: number, tx: Db) =>
    tx
      .select()
      .from(table as PgTable)
      .where(byId(id));

  async function findById(id: number, tx: Db = db): Promise<Row | null> {
    return firstRow((await select(id, tx)) as Row[]);
  }

  return {
    findById,

    async findByIdForUpdate(id: number, tx: Db): Promise<Row | null> {
      return firstRow((await select(id, tx).for('update')) as Row[]);
    },

    async create(values: T['$inferInsert'], tx: Db = db): Promise<Row> {
      return insertedRow((await tx.insert(table).values(values).returning()) as Row[]);
    },

    /** Without a change: the row as it is. */
    async update(id: number, set: Partial<T['$inferInsert']>, tx: Db = db): Promise<Row | null> {
      if (Object.keys(set).length === 0) return findById(id, tx);
      const rows = await tx
        .update(table)
        .set({ ...set, ...stamp })
        .where(byId(id))
        .returning();
      return firstRow(rows as Row[]);
    },

    async remove(id: number, tx: Db = db): Promise<void> {
      await tx.delete(table).where(byId(id));
    },
  };
}
