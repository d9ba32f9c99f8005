/**
 * Whether a coupon applies to an order, in the order COUPON_REJECT_REASONS lists the reasons,
 * and what the customer is told when it does not (in both languages). Pure: the redemption runs it once on a plain
 * read (validate) and again on the row it has just taken a use of (apply).
 */
import type { CouponCheck } from '@storefront/shared/contract/coupons';
import type { CouponRejectReason } from '@storefront/shared/contract/values';
import { couponDiscount, roundKopecks } from '@storefront/shared/pricing';
import type { CouponRow } from '../../../db/schema/index.ts';
import type { Message } from '../../../i18n/message.ts';
import { MESSAGES } from '../../../i18n/messages.ts';

export type Terms = Pick<
  CouponRow,
  | 'status'
  | 'validFrom'
  | 'validUntil'
  | 'minimumPurchaseAmount'
  | 'usageLimit'
  | 'currentUsageCount'
  | 'usageLimitPerUser'
>;

export interface Situation {
  orderAmount: number;
  now: Date;
  /** The customer's usages of this coupon so far. */
  userUses: number;
}

/** The first reason the coupon does not apply, or null when it does. */
export function refusal(coupon: Terms | null, at: Situation): CouponRejectReason | null {
  if (!coupon) return 'unknown';
  if (coupon.status !== 'active') return 'inactive';
  if (coupon.validUntil && coupon.validUntil <= at.now) return 'expired';
  if (coupon.validFrom > at.now) return 'not_yet_valid';
  if (at.orderAmount < coupon.minimumPurchaseAmount) return 'under_minimum';
  if (coupon.usageLimit !== null && coupon.currentUsageCount >= coupon.usageLimit) {
    return 'limit_reached';
  }
  if (coupon.usageLimitPerUser !== null && at.userUses >= coupon.usageLimitPerUser) {
    return 'user_limit_reached';
  }
  return null;
}

export function refusalDetail(reason: CouponRejectReason, coupon: Terms | null): Message {
  switch (reason) {
    case 'unknown':
      return MESSAGES.couponNotFound;
    case 'inactive':
      return MESSAGES.couponInactive;
    case 'expired':
      return MESSAGES.couponExpired;
    case 'not_yet_valid':
      return MESSAGES.couponNotYetValid;
    case 'under_minimum':
      return MESSAGES.couponUnderMinimum(coupon?.minimumPurchaseAmount ?? 0);
    case 'limit_reached':
      return MESSAGES.couponLimitReached;
    case 'user_limit_reached':
      return MESSAGES.couponUserLimitReached;
  }
}

type DiscountTerms = Pick<CouponRow, 'couponType' | 'discountValue' | 'maximumDiscountAmount'>;

/** The shared rule (a capped percentage, a fixed amount never above the order), in kopecks. */
export function amounts(coupon: DiscountTerms, orderAmount: number) {
  const discount = couponDiscount(
    {
      coupon_type: coupon.couponType,
      discount_value: coupon.discountValue,
      maximum_discount_amount: coupon.maximumDiscountAmount,
    },
    orderAmount,
  );
  return { discount_amount: discount, final_amount: roundKopecks(orderAmount - discount) };
}

/** A check before its language is chosen: the route answers `detail` in the request's one. */
export type CouponVerdict = Omit<CouponCheck, 'detail'> & { detail?: Message };

export function toCheck(coupon: (Terms & DiscountTerms) | null, at: Situation): CouponVerdict {
  const reason = refusal(coupon, at);
  if (reason || !coupon) {
    const why = reason ?? 'unknown';
    const detail = refusalDetail(why, coupon);
    return { valid: false, reason: why, detail, discount_amount: 0, final_amount: at.orderAmount };
  }
  return { valid: true, ...amounts(coupon, at.orderAmount) };
}
