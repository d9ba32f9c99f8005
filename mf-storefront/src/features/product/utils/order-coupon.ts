import type { PriceSummary } from '@storefront/shared/pricing';
import type { CouponState } from '../hooks/use-coupon';

export type OrderCoupon =
  | { ready: true; code: string | undefined }
  | { ready: false; reason: 'checking' | 'unchecked' | 'not_counted' };

/**
 * The coupon an order names, so the server prices exactly what the summary shows (issue 20):
 * the coupon the summary was priced with, typed or automatic, by its code. An order without a
 * code would let the server choose an automatic coupon for the quantity, which may not be the
 * one shown; a typed code the summary does not count (not checked yet, refused, under its
 * minimum) is not sent at all: the customer applies it or clears the field first.
 */
export function orderCoupon(
  coupon: Pick<CouponState, 'status' | 'code' | 'current'>,
  summary: PriceSummary,
): OrderCoupon {
  if (coupon.status === 'checking') return { ready: false, reason: 'checking' };
  if (coupon.status === 'unchecked') return { ready: false, reason: 'unchecked' };
  const belowMinimum = summary.couponRefusal === 'below_minimum';
  if (coupon.code) {
    if (coupon.status === 'refused' || belowMinimum) return { ready: false, reason: 'not_counted' };
    return { ready: true, code: coupon.code };
  }
  // Not stackable and beaten by the discount, the coupon is named all the same: the server then
  // leaves it out as the summary does, instead of looking for another automatic one.
  return { ready: true, code: belowMinimum ? undefined : coupon.current?.rule.code };
}
