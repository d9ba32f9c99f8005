/**
 * Which coupons a purchase may use (shop-spec 1.4), decided by the coupon calls' own checks
 * (coupon-checks.ts: status, dates, minimum, limits, in that order, with their messages); the
 * arithmetic and the choice among auto-apply coupons are priceOrder's. Locking the coupon row
 * serialises every purchase using it, so its limits are counted and taken without a race.
 */

import type { CouponRejectReason } from '@storefront/shared/contract/values';
import type { CouponPricingRule } from '@storefront/shared/pricing';
import type { CouponRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { refusal } from './coupon-checks.ts';
import { normalizeCode } from './coupon-rules.ts';
import type { CouponUsagesRepository } from './coupon-usages-repository.ts';
import type { CouponsRepository } from './coupons-repository.ts';

export const pricingRule = (c: CouponRow): CouponPricingRule => ({
  code: c.code,
  coupon_type: c.couponType,
  discount_value: c.discountValue,
  maximum_discount_amount: c.maximumDiscountAmount,
  minimum_purchase_amount: c.minimumPurchaseAmount,
  stackable: c.stackable,
});

export interface Verdict {
  coupon: CouponRow | null;
  reason: CouponRejectReason | null;
}

export function orderCoupons(repo: CouponsRepository, usages: CouponUsagesRepository) {
  /** The coupon's first refusal for this customer and amount (roubles), or null. */
  async function judge(tx: Db, coupon: CouponRow | null, userId: number, orderAmount: number) {
    const limited = coupon !== null && coupon.usageLimitPerUser !== null;
    const userUses = limited ? await usages.countFor(coupon.id, userId, tx) : 0;
    return refusal(coupon, { orderAmount, now: new Date(), userUses });
  }

  return {
    judge,

    /** The coupon named by `code`, its row locked when `lock` (inside a purchase). */
    async named(tx: Db, code: string, userId: number, orderAmount: number, lock: boolean) {
      let coupon = await repo.findByCode(normalizeCode(code), tx);
      if (coupon && lock) coupon = await repo.findByIdForUpdate(coupon.id, tx);
      return { coupon, reason: await judge(tx, coupon, userId, orderAmount) } as Verdict;
    },

    /** The auto-apply coupons this customer may use now on this amount (not locked). */
    async automatic(tx: Db, userId: number, orderAmount: number): Promise<CouponRow[]> {
      const candidates = await repo.automatic(tx);
      const usable: CouponRow[] = [];
      for (const coupon of candidates) {
        if ((await judge(tx, coupon, userId, orderAmount)) === null) usable.push(coupon);
      }
      return usable;
    },
  };
}

export type OrderCoupons = ReturnType<typeof orderCoupons>;
