/**
 * Orders (shop-spec 1.4): buying, the customer's and the journal's lists, the journal's
 * actions, the product page's coupon check, and (issue 23) an order's page for the admins and
 * for its buyer, and staff notes. Every write logs its activity row in its own transaction.
 */

import type { AdminOrdersQuery, Order, OrderBody } from '@storefront/shared/contract/orders';
import type { CouponCheckBody } from '@storefront/shared/contract/shop';
import { formatMoney } from '@storefront/shared/money';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { writtenRow } from '../../../db/sql/rows.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { canBuy } from '../../../lib/current-user.ts';
import type { Paging } from '../../../lib/paging.ts';
import { resourceLog } from '../activities/resource-log.ts';
import { checkCoupon } from '../coupons/coupon-check.ts';
import { orderCoupons } from '../coupons/order-coupons.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { MOVES, type OrderMove, orderMoves } from './order-moves.ts';
import { orderNotes } from './order-notes.ts';
import { orderPages } from './order-pages.ts';
import { orderPurchase, refuse } from './order-purchase.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: Orders;
  }
}

const MOVE_ACTIONS = {
  approve: 'order_approve',
  complete: 'order_complete',
  cancel: 'order_cancel',
} as const;

export function createOrders(fastify: FastifyInstance) {
  const db = fastify.db;
  const repo = fastify.ordersRepository;
  const log = resourceLog(fastify);
  const coupons = orderCoupons(fastify.couponsRepository, fastify.couponUsagesRepository);
  const purchase = orderPurchase(fastify, coupons);
  const { moveOrder, undoPurchase, rewardReferral } = orderMoves(fastify);
  const { adminPage, myPage } = orderPages(fastify);

  const answer = async (id: number): Promise<Order> =>
    writtenRow(await repo.findById(id), `order ${id}`);

  return {
    /** The product page's coupon check (POST /shop/coupon-check). */
    checkCoupon: (user: UserRow, body: CouponCheckBody) =>
      checkCoupon(fastify, coupons, user, body),

    coupons,

    async buy(user: UserRow, body: OrderBody, ip: string): Promise<Order> {
      if (!canBuy(user)) throw refuse('admin', MESSAGES.adminCannotBuy);
      const { id, stock } = await db.transaction(async (tx) => {
        const order = await purchase(tx, user, body);
        const resource = { type: 'order' as const, id: order.id, name: `№ ${order.number}` };
        const metadata = {
          number: order.number,
          // The status it was bought in: the order's timeline starts with it (issue 23).
          status: order.status,
          product_id: body.product_id,
          district_id: body.district_id,
          quantity: body.quantity,
          total: formatMoney(order.total),
          coupon_code: order.coupon?.code ?? null,
        };
        await log(tx, { userId: user.id, ip, action: 'order_create', resource, metadata });
        return order;
      });
      // Committed: this process's next read is fresh before the notification arrives.
      fastify.shopCache.stockChanged(stock);
      return answer(id);
    },

    mine: (user: UserRow, paging: Paging) => repo.page({ userId: user.id }, paging),

    journal: (query: AdminOrdersQuery, paging: Paging) => repo.page(query, paging),

    adminPage,

    myPage,

    addNote: orderNotes(fastify),

    async move(viewer: UserRow, id: number, move: OrderMove, ip: string): Promise<Order> {
      const stock = await db.transaction(async (tx) => {
        const order = await moveOrder(tx, id, move);
        const restocked = move === 'cancel' ? await undoPurchase(tx, order) : null;
        const referral = move === 'complete' ? await rewardReferral(tx, order) : null;
        const resource = { type: 'order' as const, id, name: `№ ${order.number}` };
        const metadata = {
          number: order.number,
          total: order.total,
          referral_id: referral?.id ?? null,
          before: { status: order.previous_status },
          after: { status: MOVES[move].to },
        };
        await log(tx, { userId: viewer.id, ip, action: MOVE_ACTIONS[move], resource, metadata });
        return restocked;
      });
      if (stock) fastify.shopCache.stockChanged(stock);
      return answer(id);
    },
  };
}

export type Orders = ReturnType<typeof createOrders>;

export default domainPlugin('orders', createOrders, [
  'orders-repository',
  'users-repository',
  'stock-repository',
  'balances-repository',
  'products-repository',
  'discounts-repository',
  'coupons-repository',
  'coupon-usages-repository',
  'referrals-repository',
  'activities-repository',
]);
