/**
 * The first locks of a purchase and of a cancel (issue 20, defect 1): the product's and the
 * district's rows, FOR KEY SHARE, before any stock row. Their deletes lock the same rows FOR
 * UPDATE first and then reach the stock rows (ON DELETE CASCADE) and the orders (SET NULL); a
 * purchase used to lock the stock row first and the product and district only through its
 * order's foreign keys, the opposite order, and both sides died of "deadlock detected". Now
 * whoever locks the product or district first goes on, and the other waits: a delete waits for
 * the purchase to commit, a purchase after a delete finds the row gone and says why.
 *
 * KEY SHARE, not SHARE: it conflicts only with a delete (or a key change), so purchases, price
 * edits and stock edits of the same product never wait for one another here.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/types.ts';

export async function lockProductAndDistrict(
  tx: Db,
  productId: number | null,
  districtId: number | null,
): Promise<void> {
  if (productId !== null) {
    await tx.execute(sql`SELECT id FROM products WHERE id = ${productId} FOR KEY SHARE`);
  }
  if (districtId !== null) {
    await tx.execute(sql`SELECT id FROM districts WHERE id = ${districtId} FOR KEY SHARE`);
  }
}
