/**
 * An order's two pages (issue 23): the admins' (the order, its customer with their balance now,
 * and everything that happened to it) and its buyer's (the order and the statuses it went
 * through, nothing internal). Each is read in one read-only transaction: one connection and one
 * snapshot, so a cancel's status and its refund never show one without the other.
 */

import type { AdminOrderPage, MyOrderPage, Order } from '@storefront/shared/contract/orders';
import { formatMoney } from '@storefront/shared/money';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { adminTimeline, customerHistory } from './order-history.ts';

export function orderPages(fastify: FastifyInstance) {
  const repo = fastify.ordersRepository;

  const snapshot = <T>(read: (tx: Db) => Promise<T>) =>
    fastify.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

  async function customerOf(order: Order, tx: Db): Promise<AdminOrderPage['customer']> {
    const user = await fastify.usersRepository.findById(order.user_id, tx);
    // users.id is referenced ON DELETE RESTRICT: a buyer cannot vanish.
    if (!user) throw new Error(`the buyer of order ${order.id} is missing`);
    const balance = await fastify.balancesRepository.read(user.id, tx);
    return {
      id: user.id,
      username: user.username,
      is_active: user.isActive,
      balance: formatMoney(balance),
    };
  }

  return {
    /** GET /admin/orders/{id}: unknown id 404. */
    adminPage: (id: number): Promise<AdminOrderPage> =>
      snapshot(async (tx) => {
        const order = await repo.findById(id, tx);
        if (!order) throw notFound(MESSAGES.orderNotFound);
        const customer = await customerOf(order, tx);
        const steps = await repo.steps(id, tx);
        const lines = await repo.eventLines(id, tx);
        return { order, customer, timeline: adminTimeline(order, steps, lines) };
      }),

    /**
     * GET /orders/{id}: its buyer only. Anyone else gets the 404 of an unknown id, an admin too
     * (the admins' page is theirs), so the answer says nothing of another customer's orders.
     */
    myPage: (viewer: UserRow, id: number): Promise<MyOrderPage> =>
      snapshot(async (tx) => {
        const order = await repo.findById(id, tx);
        if (!order || order.user_id !== viewer.id) throw notFound(MESSAGES.orderNotFound);
        return { order, history: customerHistory(order, await repo.steps(id, tx)) };
      }),
  };
}
