/**
 * A purchase (shop-spec 1.4) is ONE transaction: the product's and the district's rows are
 * key-share locked (catalog-locks.ts), then the district's stock row, then the coupon's, then
 * the buyer's balance (the shop's lock order, balances.ts); the stock goes
 * down, the coupon's use and usage are recorded, the order and its 'purchase' ledger row are
 * written. Any refusal throws, so nothing of it stays. The price is priceOrder's, the same
 * function the product page shows it with, over the same automatic discounts (issue 15: the
 * ones active now for the product and the district's city; the largest applies, and a coupon
 * joins it or competes with it by its `stackable`). The total is compared with the one the
 * customer confirmed (`expected_total`, issue 20) before any money moves.
 */

import type { OrderBody } from '@storefront/shared/contract/orders';
import type { OrderRefusalCode } from '@storefront/shared/contract/values';
import { formatMoney, kopecksToRoubles, parseMoney } from '@storefront/shared/money';
import { priceOrder } from '@storefront/shared/pricing';
import { sql } from 'drizzle-orm';
import type { CouponRow, UserRow } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Message } from '../../../i18n/message.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { kopecksOf } from '../../../lib/money-input.ts';
import { refusalDetail } from '../coupons/coupon-checks.ts';
import type { OrderCoupons } from '../coupons/order-coupons.ts';
import { pricingRule } from '../coupons/order-coupons.ts';
import { applicableDiscounts } from '../discounts/discounts-repository.ts';
import { insufficientFunds, lockBalance, moveBalance } from '../finance/balances.ts';
import { lockStock } from '../stock/stock.ts';
import type { StockChange } from '../stock/stock-change.ts';
import { lockProductAndDistrict } from './catalog-locks.ts';

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

interface SaleItem {
  product_id: number;
  product_name: string;
  price: string | null;
  is_active: boolean;
  district_id: number | null;
  district_name: string;
  city_id: number;
  city_name: string;
}

/** The product and, when it exists, the district with its city, as they are now. */
async function saleItem(tx: Db, body: OrderBody): Promise<SaleItem | null> {
  const [row] = await rowsOf<SaleItem>(
    tx.execute(sql`SELECT p.id AS product_id, p.name AS product_name, p.price::text AS price,
        p.is_active, d.id AS district_id, d.name AS district_name, c.id AS city_id,
        c.name AS city_name
      FROM products p
      LEFT JOIN districts d ON d.id = ${body.district_id} AND d.is_active
      LEFT JOIN cities c ON c.id = d.city_id AND c.is_active
      WHERE p.id = ${body.product_id}`),
  );
  return row ?? null;
}

/** The coupon to offer priceOrder: the named one (locked, checked) or the auto-apply ones. */
async function offered(tx: Db, coupons: OrderCoupons, user: UserRow, code: string, amount: number) {
  if (code) {
    const { coupon, reason } = await coupons.named(tx, code, user.id, amount, true);
    if (reason || !coupon) throw refuse('coupon', refusalDetail(reason ?? 'unknown', coupon));
    return [coupon];
  }
  return coupons.automatic(tx, user.id, amount);
}

/** Inserts the order; answers its id. */
export async function purchase(
  tx: Db,
  coupons: OrderCoupons,
  user: UserRow,
  body: OrderBody,
): Promise<{
  id: number;
  number: number;
  total: number;
  coupon: CouponRow | null;
  stock: StockChange;
}> {
  const expected = kopecksOf(body.expected_total, 'expected_total', MESSAGES.expectedTotalFormat);
  // Product and district first, as their deletes lock them (catalog-locks.ts): no deadlock.
  await lockProductAndDistrict(tx, body.product_id, body.district_id);
  const item = await saleItem(tx, body);
  if (!item?.is_active || item.price === null) {
    throw refuse('not_on_sale', MESSAGES.notOnSale);
  }
  if (item.district_id === null || item.city_id === null) {
    throw refuse('out_of_stock', MESSAGES.outOfStock);
  }
  const stock = await lockStock(tx, item.product_id, item.district_id, false);
  if (stock === 0) throw refuse('out_of_stock', MESSAGES.outOfStock);
  if (stock < body.quantity) {
    throw refuse('not_enough_stock', MESSAGES.notEnoughStock(stock), stock);
  }
  const unitPrice = parseMoney(item.price);
  const amount = kopecksToRoubles(unitPrice * body.quantity);
  const candidates = await offered(tx, coupons, user, body.coupon_code?.trim() ?? '', amount);
  const { discounts } = await applicableDiscounts(tx, item.product_id, item.city_id);
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
  if ((await lockBalance(tx, user.id)) < total) throw insufficientFunds();
  if (coupon) {
    await tx.execute(sql`UPDATE coupons SET current_usage_count = current_usage_count + 1
      WHERE id = ${coupon.id}`);
  }
  await tx.execute(sql`UPDATE product_stock SET quantity = quantity - ${body.quantity}
    WHERE product_id = ${item.product_id} AND district_id = ${item.district_id}`);
  const [order] = await rowsOf<{ id: number; number: number }>(
    tx.execute(sql`INSERT INTO orders (user_id, product_id, product_name, unit_price, city_id,
        city_name, district_id, district_name, quantity, subtotal, discount_amount, discount_name,
        coupon_id, coupon_code, coupon_discount, total, status)
      VALUES (${user.id}, ${item.product_id}, ${item.product_name}, ${item.price},
        ${item.city_id}, ${item.city_name}, ${item.district_id}, ${item.district_name},
        ${body.quantity}, ${formatMoney(summary.subtotal)}, ${formatMoney(discountAmount)},
        ${summary.discount?.name ?? null}, ${coupon?.id ?? null},
        ${coupon?.code ?? null}, ${formatMoney(couponDiscount)}, ${formatMoney(total)},
        ${coupon?.requiresApproval ? 'awaiting_approval' : 'paid'})
      RETURNING id, number`),
  );
  if (!order) throw new Error('INSERT ... RETURNING gave no row');
  if (coupon) {
    // The usage's order amount is what the coupon applied to: after a stacked discount.
    await tx.execute(sql`INSERT INTO coupon_usages
        (coupon_id, user_id, order_id, order_amount, discount_amount, final_amount)
      VALUES (${coupon.id}, ${user.id}, ${order.id},
        ${formatMoney(summary.subtotal - discountAmount)}, ${formatMoney(couponDiscount)},
        ${formatMoney(total)})`);
  }
  await moveBalance(tx, { userId: user.id, type: 'purchase', amount: -total, orderId: order.id });
  const stockChange = {
    productId: item.product_id,
    cityId: item.city_id,
    flip: stock === body.quantity,
  };
  return { ...order, total, coupon, stock: stockChange };
}
