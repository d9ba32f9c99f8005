/**
 * The journal's actions on an order (shop-spec 1.4). Each is ONE conditional UPDATE on the
 * status, so of two admins pressing 'Отменить' at once exactly one moves it (and refunds); the
 * other is told the status no longer allows it (409). A cancel puts the stock back, releases
 * every coupon usage and use, and refunds the total, in the same transaction; a completion
 * decides the referred customer's pending referral (rewardReferral).
 */

import type { OrderStatus } from '@storefront/shared/contract/values';
import { parseMoney } from '@storefront/shared/money';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import { moveBalance } from '../finance/balances.ts';
import type { StockChange } from '../stock/stock-change.ts';
import type { MovedOrder } from './order-writes.ts';

export type OrderMove = 'approve' | 'complete' | 'cancel';

export const MOVES: Record<OrderMove, { from: OrderStatus[]; to: OrderStatus }> = {
  approve: { from: ['awaiting_approval'], to: 'paid' },
  complete: { from: ['paid'], to: 'completed' },
  cancel: { from: ['awaiting_approval', 'paid'], to: 'canceled' },
};

export function orderMoves(fastify: FastifyInstance) {
  const orders = fastify.ordersRepository;
  const balances = fastify.balancesRepository;

  /** Moves the order's status or says why not (404 unknown, 409 not from this status). */
  async function moveOrder(tx: Db, id: number, move: OrderMove): Promise<MovedOrder> {
    const { from, to } = MOVES[move];
    if (move === 'cancel') {
      // A cancel reaches the stock row: the product and district come first, as in a purchase
      // and a delete (order-writes.ts), before the order row's lock.
      const refs = await orders.catalogRowsOf(id, tx);
      if (refs) await orders.lockCatalogRows(refs.product_id, refs.district_id, tx);
    }
    const order = await orders.move(id, from, to, tx);
    if (order) return order;
    throw (await orders.exists(id, tx))
      ? conflict(MESSAGES.orderMoveRefused)
      : notFound(MESSAGES.orderNotFound);
  }

  /** What a cancel undoes: stock back, the coupon's usage and use released, the total refunded. */
  async function undoPurchase(tx: Db, order: MovedOrder): Promise<StockChange | null> {
    let stock: StockChange | null = null;
    if (order.product_id !== null && order.district_id !== null) {
      const stockRows = fastify.stockRepository;
      const before = await stockRows.lock(order.product_id, order.district_id, true, tx);
      const cityId = await stockRows.putBack(
        order.product_id,
        order.district_id,
        order.quantity,
        tx,
      );
      stock = { productId: order.product_id, cityId, flip: before === 0 };
    }
    // Every usage the order carries (its purchase's and any an admin applied) is released, and
    // each coupon gets back as many uses as it loses usages (issue 20: only the order's own coupon
    // got one back, and a coupon could stay "used up" with no usage).
    await fastify.couponUsagesRepository.releaseOrder(order.id, tx);
    // No comment: the client words the row from its type and order (issue 20).
    await moveBalance(balances, tx, {
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
  async function rewardReferral(tx: Db, order: MovedOrder) {
    const referrals = fastify.referralsRepository;
    const pending = await referrals.lockPendingOf(order.user_id, tx);
    if (!pending) return null;
    const id = pending.id;
    if (parseMoney(order.total) <= 0) {
      await referrals.decide(id, { status: 'pending', reward: null, reason: 'free_order' }, tx);
      return null;
    }
    if (!pending.referrer_active) {
      const decision = { status: 'inactive', reward: null, reason: 'referrer_inactive' } as const;
      await referrals.decide(id, decision, tx);
      return { id };
    }
    if (pending.program_id === null || pending.reward === null) {
      await referrals.decide(id, { status: 'active', reward: '0', reason: 'no_program' }, tx);
      return { id };
    }
    await referrals.decide(id, { status: 'active', reward: pending.reward, reason: null }, tx);
    const amount = parseMoney(pending.reward);
    if (amount > 0) {
      await moveBalance(balances, tx, {
        userId: pending.referrer_id,
        type: 'referral_reward',
        amount,
        orderId: order.id,
      });
    }
    return { id };
  }

  return { moveOrder, undoPurchase, rewardReferral };
}
