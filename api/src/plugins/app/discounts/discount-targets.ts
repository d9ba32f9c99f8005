/**
 * What a discount names: its products and city must exist (else 400 with the detail) and stay
 * while it is written (key-share locks until the commit, so neither can be deleted under it).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import type { CheckedDiscount } from './discount-rules.ts';

/** An int[] parameter as its text form, which both drivers pass the same way. */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** Refuses (400) ids that name no product or city; locks the ones that do until the commit. */
export async function checkTargets(tx: Db, draft: CheckedDiscount): Promise<void> {
  const ids = draft.product_ids ?? [];
  if (ids.length > 0) {
    const found = await rowsOf<{ id: number }>(
      tx.execute(sql`SELECT id FROM products WHERE id = ANY(${intArray(ids)}::int[])
        AND archived_at IS NULL FOR KEY SHARE`),
    );
    const known = new Set(found.map((row) => row.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(MESSAGES.discountProductsUnknown(unknown));
  }
  if (draft.city_id !== null) {
    const [city] = await rowsOf<{ id: number }>(
      tx.execute(sql`SELECT id FROM cities WHERE id = ${draft.city_id} FOR KEY SHARE`),
    );
    if (!city) throw badRequest(MESSAGES.discountCityUnknown);
  }
}

/** Replaces the discount's chosen products (none: every product). */
export async function writeProducts(tx: Db, id: number, ids: number[] | null): Promise<void> {
  await tx.execute(sql`DELETE FROM discount_products WHERE discount_id = ${id}`);
  if (ids && ids.length > 0) {
    await tx.execute(sql`INSERT INTO discount_products (discount_id, product_id)
      SELECT ${id}, unnest(${intArray(ids)}::int[])`);
  }
}
