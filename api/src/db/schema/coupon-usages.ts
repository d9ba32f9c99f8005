/** A coupon's usages: one per purchase that named it (issue 5, orders from issue 14 on). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { at, money, requiredRef } from './columns.ts';
import { coupons } from './coupons.ts';
import { orders } from './shop.ts';
import { userRef } from './users.ts';

export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponId: requiredRef('coupon_id', () => coupons.id, 'restrict'),
    // Accounts are deactivated, never deleted; a usage is a financial record and stays.
    userId: userRef('user_id'),
    // Written only by a purchase from issue 14 on (older rows may name no real order).
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    orderAmount: money('order_amount').notNull(),
    discountAmount: money('discount_amount').notNull(),
    finalAmount: money('final_amount').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [
    // The per-user limit counts (coupon, user); it also serves "usages of coupon N".
    index('coupon_usages_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_usages_used_at_id_idx').on(t.usedAt, t.id),
    index('coupon_usages_order_idx').on(t.orderId),
    index('coupon_usages_user_used_at_idx').on(t.userId, t.usedAt, t.id),
    check('coupon_usages_order_positive', sql`${t.orderAmount} > 0`),
    check(
      'coupon_usages_amounts',
      sql`${t.discountAmount} >= 0 AND ${t.discountAmount} <= ${t.orderAmount} AND ${t.finalAmount} = ${t.orderAmount} - ${t.discountAmount}`,
    ),
  ],
);

export type CouponUsageRow = typeof couponUsages.$inferSelect;
