/**
 * The statements behind issue 23's edit and delete rules, part of the coupons repository: what
 * history a coupon has (its usages, the orders that name it) and its delete. The service runs
 * them with the coupon's row locked, so no purchase or apply can add history in between (an
 * order naming the coupon key-share locks that row; a use updates it).
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';

export interface CouponUses {
  /** Its coupon_usages rows. */
  usages: number;
  /** The most usages one user has of it (the floor of its per-user limit). */
  mostByOneUser: number;
  /** Whether an order names it (a canceled one too: its usage is released, the order stays). */
  onOrders: boolean;
}

export const couponUses = {
  async usesOf(id: number, tx: Db): Promise<CouponUses> {
    const [row] = await rowsOf<CouponUses>(
      tx.execute(sql`SELECT
        (SELECT count(*)::int FROM coupon_usages WHERE coupon_id = ${id}) AS "usages",
        (SELECT coalesce(max(n), 0)::int FROM (SELECT count(*) AS n FROM coupon_usages
          WHERE coupon_id = ${id} GROUP BY user_id) per_user) AS "mostByOneUser",
        EXISTS (SELECT 1 FROM orders WHERE coupon_id = ${id}) AS "onOrders"`),
    );
    if (!row) throw new Error('the uses statement answered no row');
    return row;
  },

  /** Whether a row was deleted. */
  async remove(id: number, tx: Db): Promise<boolean> {
    const rows = await rowsOf<{ id: number }>(
      tx.execute(sql`DELETE FROM coupons WHERE id = ${id} RETURNING id`),
    );
    return rows.length > 0;
  },
};
