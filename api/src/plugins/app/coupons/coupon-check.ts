/**
 * POST /shop/coupon-check (shop-spec 1.2): may this customer use this code on this product
 * now? A typed code's minimum is checked against the largest order (10 units): the product
 * page's priceOrder then says 'below_minimum' for the real one. Without a code: the auto-apply
 * coupon the purchase would choose (orders/order-purchase.ts) for the page's quantity and city, with
 * that city's automatic discounts, so the page names the coupon its summary shows (issue 20).
 */

import type { CouponCheckBody } from '@storefront/shared/contract/shop';
import { ORDER_QUANTITY_LIMITS } from '@storefront/shared/limits';
import { kopecksToRoubles, parseMoney } from '@storefront/shared/money';
import { priceOrder } from '@storefront/shared/pricing';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Message } from '../../../i18n/message.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { refusalDetail } from './coupon-checks.ts';
import { type OrderCoupons, pricingRule } from './order-coupons.ts';

export type CouponCheckVerdict =
  | { valid: true; coupon: ReturnType<typeof pricingRule>; requires_approval: boolean }
  | { valid: false; detail: Message | null };

export async function checkCoupon(
  fastify: FastifyInstance,
  coupons: OrderCoupons,
  user: UserRow,
  body: CouponCheckBody,
): Promise<CouponCheckVerdict> {
  const db = fastify.db;
  const price = await fastify.productsRepository.salePrice(body.product_id);
  if (price === null) return { valid: false, detail: MESSAGES.notOnSale };
  const unitPrice = parseMoney(price);
  const code = body.code?.trim();
  if (code) {
    const largest = kopecksToRoubles(unitPrice * ORDER_QUANTITY_LIMITS.max);
    const { coupon, reason } = await coupons.named(db, code, user.id, largest, false);
    if (reason || !coupon)
      return { valid: false, detail: refusalDetail(reason ?? 'unknown', coupon) };
    return { valid: true, coupon: pricingRule(coupon), requires_approval: coupon.requiresApproval };
  }
  const quantity = body.quantity ?? 1;
  const usable = await coupons.automatic(db, user.id, kopecksToRoubles(unitPrice * quantity));
  const { discounts } =
    body.city_id === undefined
      ? { discounts: [] }
      : await fastify.discountsRepository.applicable(body.product_id, body.city_id);
  const summary = priceOrder({ unitPrice, quantity, discounts, coupons: usable.map(pricingRule) });
  const chosen = usable.find((c) => c.code === summary.coupon?.code);
  if (!chosen) return { valid: false, detail: null };
  return { valid: true, coupon: pricingRule(chosen), requires_approval: chosen.requiresApproval };
}
