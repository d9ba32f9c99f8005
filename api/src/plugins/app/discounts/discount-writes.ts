/**
 * The statements of a discount's write (discounts.ts runs them in its transaction), part of the
 * discounts repository. What a discount names must exist and stay while it is written: its
 * products and city are key-share locked until the commit, so neither can be deleted under it.
 */
import { sql } from 'drizzle-orm';
import { insertedRow, rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { CheckedDiscount } from './discount-rules.ts';

/** An int[] parameter as its text form, which both drivers pass the same way. */
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

const columns = (d: CheckedDiscount) => sql`name = ${d.name}, discount_type = ${d.discount_type},
  value = ${d.value}, all_products = ${d.product_ids === null}, city_id = ${d.city_id},
  valid_from = ${d.valid_from}, valid_until = ${d.valid_until}, is_active = ${d.is_active}`;

export const discountWrites = {
  /** The ids among `ids` that name a product (not archived), locked until the commit. */
  async lockProducts(ids: number[], tx: Db): Promise<Set<number>> {
    const found = await rowsOf<{ id: number }>(
      tx.execute(sql`SELECT id FROM products WHERE id = ANY(${intArray(ids)}::int[])
        AND archived_at IS NULL FOR KEY SHARE`),
    );
    return new Set(found.map((row) => row.id));
  },

  /** Whether the city exists, locked until the commit. */
  async lockCity(id: number, tx: Db): Promise<boolean> {
    const [city] = await rowsOf<{ id: number }>(
      tx.execute(sql`SELECT id FROM cities WHERE id = ${id} FOR KEY SHARE`),
    );
    return city !== undefined;
  },

  /** Answers the new discount's id. */
  async insert(draft: CheckedDiscount, tx: Db): Promise<number> {
    const rows = await rowsOf<{ id: number }>(
      tx.execute(sql`INSERT INTO discounts (name, discount_type, value, all_products, city_id,
          valid_from, valid_until, is_active)
        VALUES (${draft.name}, ${draft.discount_type}, ${draft.value},
          ${draft.product_ids === null}, ${draft.city_id}, ${draft.valid_from},
          ${draft.valid_until}, ${draft.is_active})
        RETURNING id`),
    );
    return insertedRow(rows).id;
  },

  async lockForUpdate(id: number, tx: Db): Promise<void> {
    await tx.execute(sql`SELECT id FROM discounts WHERE id = ${id} FOR UPDATE`);
  },

  async update(id: number, draft: CheckedDiscount, tx: Db): Promise<void> {
    await tx.execute(sql`UPDATE discounts SET ${columns(draft)} WHERE id = ${id}`);
  },

  async remove(id: number, tx: Db): Promise<void> {
    await tx.execute(sql`DELETE FROM discounts WHERE id = ${id}`);
  },

  /** Replaces the discount's chosen products (none: every product). */
  async writeProducts(id: number, ids: number[] | null, tx: Db): Promise<void> {
    await tx.execute(sql`DELETE FROM discount_products WHERE discount_id = ${id}`);
    if (ids && ids.length > 0) {
      await tx.execute(sql`INSERT INTO discount_products (discount_id, product_id)
        SELECT ${id}, unnest(${intArray(ids)}::int[])`);
    }
  },
};
