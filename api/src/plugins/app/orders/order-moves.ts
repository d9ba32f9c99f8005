/**
 * The journal's actions on an order (shop-spec 1.4). Each is ONE conditional UPDATE on the
 * status, so of two admins pressing 'Отменить' at once exactly one moves it (and refunds); the
 * other is told the status no longer allows it (409). A cancel puts the stock back, releases
 * every coupon usage and use, and refunds the total, in the same transaction; a completion
 * decides the referred customer's pending referral (rewardReferral).
 */

import type { OrderStatus, ReferralNotRewardedReason } from '@storefront/shared/contract/values';
import { parseMoney } from '@storefront/shared/money';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import { moveBalance } from '../finance/balances.ts';
import { lockStock } from '../stock/stock.ts';
import type { StockChange } from '../stock/stock-change.ts';
import { lockProductAndDistrict } from './catalog-locks.ts';

export type OrderMove = 'approve' | 'complete' | 'cancel';

const MOVES: Record<OrderMove, { from: OrderStatus[]; to: OrderStatus }> = {
  approve: { from: ['awaiting_approval'], to: 'paid' },
  complete: { from: ['paid'], to: 'completed' },
  cancel: { from: ['awaiting_approval', 'paid'], to: 'canceled' },
};

export interface MovedOrder {
  id: number;
  number: number;
  user_id: number;
  product_id: number | null;
  district_id: number | null;
  quantity: number;
  coupon_id: number | null;
  total: string;
}

/** Moves the order's status or says why not (404 unknown, 409 not from this status). */
export async function moveOrder(tx: Db, id: number, move: OrderMove): Promise<MovedOrder> {
  const { from, to } = MOVES[move];
  if (move === 'cancel') {
    // A cancel reaches the stock row: the product and district come first, as in a purchase
    // and a delete (catalog-locks.ts), before the order row's lock.
    const [refs] = await rowsOf<{ product_id: number | null; district_id: number | null }>(
      tx.execute(sql`SELECT product_id, district_id FROM orders WHERE id = ${id}`),
    );
    if (refs) await lockProductAndDistrict(tx, refs.product_id, refs.district_id);
  }
  const allowed = sql.join(
    from.map((s) => sql`${s}`),
    sql`, `,
  );
  const [order] = await rowsOf<MovedOrder>(
    tx.execute(sql`UPDATE orders SET status = ${to}, updated_at = now()
      WHERE id = ${id} AND status IN (${allowed})
      RETURNING id, number, user_id, product_id, district_id, quantity, coupon_id,
        total::text AS total`),
  );
  if (order) return order;
  const [exists] = await rowsOf<{ id: number }>(
    tx.execute(sql`SELECT id FROM orders WHERE id = ${id}`),
  );
  throw exists ? conflict(MESSAGES.orderMoveRefused) : notFound(MESSAGES.orderNotFound);
}

/** What a cancel undoes: stock back, the coupon's usage and use released, the total refunded. */
export async function undoPurchase(tx: Db, order: MovedOrder): Promise<StockChange | null> {
  let stock: StockChange | null = null;
  if (order.product_id !== null && order.district_id !== null) {
    const before = await lockStock(tx, order.product_id, order.district_id);
    const [row] = await rowsOf<{ city_id: number | null }>(
      tx.execute(sql`UPDATE product_stock SET quantity = quantity + ${order.quantity}
        WHERE product_id = ${order.product_id} AND district_id = ${order.district_id}
        RETURNING (SELECT city_id FROM districts d WHERE d.id = product_stock.district_id) AS city_id`),
    );
    stock = { productId: order.product_id, cityId: row?.city_id ?? null, flip: before === 0 };
  }
  // Every usage the order carries (its purchase's and any an admin applied) is released, and
  // each coupon gets back as many uses as it loses usages (issue 20: only the order's own coupon
  // got one back, and a coupon could stay "used up" with no usage). Coupon rows by id.
  await tx.execute(sql`SELECT id FROM coupons WHERE id IN (SELECT coupon_id FROM coupon_usages
      WHERE order_id = ${order.id}) ORDER BY id FOR UPDATE`);
  await tx.execute(sql`WITH released AS (
      DELETE FROM coupon_usages WHERE order_id = ${order.id} RETURNING coupon_id),
    per_coupon AS (SELECT coupon_id, count(*)::int AS n FROM released GROUP BY coupon_id)
    UPDATE coupons c SET current_usage_count = c.current_usage_count - p.n
    FROM per_coupon p WHERE c.id = p.coupon_id`);
  // No comment: the client words the row from its type and order (issue 20).
  await moveBalance(tx, {
    userId: order.user_id,
    type: 'refund',
    amount: parseMoney(order.total),
    orderId: order.id,
  });
  return stock;
}

/**
 * The referral reward (shop-spec 1.4, issue 20): when a referred customer's order is completed
 * while their referral is pending, the referral is decided, once (the row is locked):
 *  - an order of 0 ₽ (a 100 % coupon) pays nothing and the referral stays pending until a paid
 *    order completes ('free_order');
 *  - a deactivated referrer is paid nothing and the referral turns inactive ('referrer_inactive');
 *  - without a program (none ran at registration) it turns active with 0 ₽ ('no_program');
 *  - else it turns active with the program's reward, credited to the referrer with the referee's
 *    order as the ledger row's order (the client words it: no stored sentence).
 */
export async function rewardReferral(tx: Db, order: MovedOrder) {
  const [pending] = await rowsOf<{
    id: number;
    referrer_id: number;
    referrer_active: boolean;
    program_id: number | null;
    reward: string | null;
  }>(
    tx.execute(sql`SELECT r.id, r.referrer_id, u.is_active AS referrer_active, r.program_id,
        p.reward_amount::text AS reward
      FROM referrals r JOIN users u ON u.id = r.referrer_id
      LEFT JOIN referral_programs p ON p.id = r.program_id
      WHERE r.referee_id = ${order.user_id} AND r.status = 'pending'
      FOR UPDATE OF r`),
  );
  if (!pending) return null;
  const decide = (
    status: string,
    reward: string | null,
    reason: ReferralNotRewardedReason | null,
  ) =>
    tx.execute(sql`UPDATE referrals SET status = ${status}, reward_amount = ${reward},
        not_rewarded_reason = ${reason}
      WHERE id = ${pending.id}`);
  if (parseMoney(order.total) <= 0) {
    await decide('pending', null, 'free_order');
    return null;
  }
  if (!pending.referrer_active) {
    await decide('inactive', null, 'referrer_inactive');
    return { id: pending.id };
  }
  if (pending.program_id === null || pending.reward === null) {
    await decide('active', '0', 'no_program');
    return { id: pending.id };
  }
  await decide('active', pending.reward, null);
  const amount = parseMoney(pending.reward);
  if (amount > 0) {
    await moveBalance(tx, {
      userId: pending.referrer_id,
      type: 'referral_reward',
      amount,
      orderId: order.id,
    });
  }
  return { id: pending.id };
}
