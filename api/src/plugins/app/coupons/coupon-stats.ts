/**
 * GET /coupons/stats in one statement. The usage total and the most used coupon read the
 * coupons' use counters (kept in the apply's transaction) instead of counting every usage.
 */

import type { CouponStats } from '@storefront/shared/contract/coupons';
import { roundKopecks } from '@storefront/shared/pricing';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';

type Counted = Omit<CouponStats, 'average_discount_per_order'>;

export async function couponStats(db: Db): Promise<CouponStats> {
  const [row] = await rowsOf<Counted>(
    db.execute(sql`SELECT
      (SELECT count(*)::int FROM coupons) AS total_coupons,
      (SELECT count(*)::int FROM coupons WHERE status = 'active') AS active_coupons,
      (SELECT count(*)::int FROM coupons WHERE valid_until <= now()) AS expired_coupons,
      (SELECT coalesce(sum(current_usage_count), 0)::int FROM coupons) AS total_usage,
      u.total_discount_given, u.total_orders_affected,
      (SELECT code FROM coupons WHERE current_usage_count > 0
        ORDER BY current_usage_count DESC, id LIMIT 1) AS most_used_coupon
    FROM (SELECT coalesce(sum(discount_amount), 0)::float8 AS total_discount_given,
      -- Usages of one order count once; usages without an order each count as their own.
      (count(DISTINCT order_id) + count(*) FILTER (WHERE order_id IS NULL))::int
        AS total_orders_affected
      FROM coupon_usages) u`),
  );
  if (!row) throw new Error('the stats statement answered no row');
  const orders = row.total_orders_affected;
  return {
    ...row,
    total_discount_given: roundKopecks(row.total_discount_given),
    average_discount_per_order: orders > 0 ? roundKopecks(row.total_discount_given / orders) : 0,
  };
}
