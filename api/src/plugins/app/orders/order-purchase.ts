/**
 * A purchase (shop-spec 1.4) is ONE transaction: the product's and the district's rows are
 * key-share locked (order-writes.ts), then the district's stock row, then the coupon's, then
 * the buyer's balance (the shop's lock order, balances.ts); the stock goes
 * down, the coupon's use and usage are recorded, the order and its 'purchase' ledger row are
 * written. Any refusal throws, so nothing of it stays. The price is priceOrder's, the same
 * function the product page shows it with, over the same automatic discounts (issue 15: the
 * ones active now for the product and the district's city; the largest applies, and a coupon
 * joins it or competes with it by its `stackable`). The total is compared with the one the
 * customer confirmed (`expected_total`, issue 20) before any money moves.
 */

import type { OrderBody } from '@storefront/shared/contract/orders';
import type { OrderRefusalCode, OrderStatus } from '@storefront/shared/contract/values';
import { formatMoney, kopecksToRoubles, parseMoney } from '@storefront/shared/money';
import { priceOrder } from '@storefront/shared/pricing';
import type { FastifyInstance } from 'fastify';
import type { CouponRow, UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import type { Message } from '../../../i18n/message.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { kopecksOf } from '../../../lib/money-input.ts';
import { refusalDetail } from '../coupons/coupon-checks.ts';
import type { OrderCoupons } from '../coupons/order-coupons.ts';
import { pricingRule } from '../coupons/order-coupons.ts';
import { insufficientFunds, moveBalance } from '../finance/balances.ts';
import type { StockChange } from '../stock/stock-change.ts';

export const refuse = (code: OrderRefusalCode, detail: Message, available?: number) =>
  new HttpError(
    code === 'admin' ? 403 : 400,
    detail,
    {},
    { code, ...(available !== undefined && { available }) },
  );

/** 409 'price_changed' with the total the purchase costs now, for the page to show. */
const priceChanged = (total: number) =>
  new HttpError(
    409,
    MESSAGES.priceChanged(total),
    {},
    {
      code: 'price_changed',
      total: formatMoney(total),
    },
  );

/** The coupon to offer priceOrder: the named one (locked, checked) or the auto-apply ones. */
async function offered(tx: Db, coupons: OrderCoupons, user: UserRow, code: string, amount: number) {
  if (code) {
    const { coupon, reason } = await coupons.named(tx, code, user.id, amount, true);
    if (reason || !coupon) throw refuse('coupon', refusalDetail(reason ?? 'unknown', coupon));
    return [coupon];
  }
  return coupons.automatic(tx, user.id, amount);
}

export interface Purchase {
  id: number;
  number: number;
  total: number;
  coupon: CouponRow | null;
  /** What it was bought in: 'awaiting_approval' when its coupon asks for an admin's approval. */
  status: OrderStatus;
  stock: StockChange;
}

export function orderPurchase(fastify: FastifyInstance, coupons: OrderCoupons) {
  const orders = fastify.ordersRepository;
  const stockRows = fastify.stockRepository;

  /** Inserts the order; answers its id. */
  return async function purchase(tx: Db, user: UserRow, body: OrderBody): Promise<Purchase> {
    const expected = kopecksOf(body.expected_total, 'expected_total', MESSAGES.expectedTotalFormat);
    // Product and district first, as their deletes lock them (order-writes.ts): no deadlock.
    await orders.lockCatalogRows(body.product_id, body.district_id, tx);
    const item = await orders.saleItem(body.product_id, body.district_id, tx);
    if (!item?.is_active || item.price === null) {
      throw refuse('not_on_sale', MESSAGES.notOnSale);
    }
    if (item.district_id === null || item.city_id === null) {
      throw refuse('out_of_stock', MESSAGES.outOfStock);
    }
    const stock = await stockRows.lock(item.product_id, item.district_id, false, tx);
    if (stock === 0) throw refuse('out_of_stock', MESSAGES.outOfStock);
    if (stock < body.quantity) {
      throw refuse('not_enough_stock', MESSAGES.notEnoughStock(stock), stock);
    }
    const unitPrice = parseMoney(item.price);
    const amount = kopecksToRoubles(unitPrice * body.quantity);
    const candidates = await offered(tx, coupons, user, body.coupon_code?.trim() ?? '', amount);
    const { discounts } = await fastify.discountsRepository.applicable(
      item.product_id,
      item.city_id,
      tx,
    );
    const price = (offers: typeof candidates) =>
      priceOrder({
        unitPrice,
        quantity: body.quantity,
        discounts,
        coupons: offers.map(pricingRule),
      });
    let summary = price(candidates);
    let coupon = candidates.find((c) => c.code === summary.coupon?.code) ?? null;
    if (body.coupon_code?.trim() && !coupon && summary.couponRefusal !== 'not_stackable') {
      throw refuse('coupon', refusalDetail('under_minimum', candidates[0] ?? null));
    }
    if (coupon && !body.coupon_code?.trim()) {
      // An automatic one: lock it now and check again; if it just ran out, buy without it.
      coupon = await coupons
        .named(tx, coupon.code, user.id, amount, true)
        .then((v) => (v.reason ? null : v.coupon));
    }
    // Nothing left for a stacked coupon to take (a discount took it all): it is not used.
    if (coupon && !summary.coupon?.amount) coupon = null;
    // A named coupon the automatic discount beats (not stackable) is not used: the page said so.
    if (!coupon && summary.coupon) summary = price([]);
    const discountAmount = summary.discount?.amount ?? 0;
    const couponDiscount = coupon ? (summary.coupon?.amount ?? 0) : 0;
    const total = summary.subtotal - discountAmount - couponDiscount;
    // Priced with the locked rows: a total other than the one the customer confirmed charges
    // nothing, whatever moved it (a price, a discount's start or end, a coupon running out).
    if (total !== expected) throw priceChanged(total);
    const balances = fastify.balancesRepository;
    if ((await balances.lock(user.id, tx)) < total) throw insufficientFunds();
    if (coupon) await fastify.couponsRepository.countUse(coupon.id, tx);
    const status = coupon?.requiresApproval ? 'awaiting_approval' : 'paid';
    await stockRows.take(item.product_id, item.district_id, body.quantity, tx);
    const order = await orders.insert(
      {
        userId: user.id,
        item,
        quantity: body.quantity,
        subtotal: formatMoney(summary.subtotal),
        discountAmount: formatMoney(discountAmount),
        discountName: summary.discount?.name ?? null,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        couponDiscount: formatMoney(couponDiscount),
        total: formatMoney(total),
        status,
      },
      tx,
    );
    if (coupon) {
      // The usage's order amount is what the coupon applied to: after a stacked discount.
      const usage = {
        couponId: coupon.id,
        userId: user.id,
        orderId: order.id,
        orderAmount: formatMoney(summary.subtotal - discountAmount),
        discountAmount: formatMoney(couponDiscount),
        finalAmount: formatMoney(total),
      };
      await fastify.couponUsagesRepository.insertPurchase(usage, tx);
    }
    const ledger = {
      userId: user.id,
      type: 'purchase' as const,
      amount: -total,
      orderId: order.id,
    };
    await moveBalance(balances, tx, ledger);
    const stockChange = {
      productId: item.product_id,
      cityId: item.city_id,
      flip: stock === body.quantity,
    };
    return { ...order, total, coupon, status, stock: stockChange };
  };
}
