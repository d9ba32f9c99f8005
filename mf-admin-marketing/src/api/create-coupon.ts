import { apiRequest } from '@storefront/shared/api-client';
import type { Coupon, CouponPayload } from '@storefront/shared/dto/marketing';

/** POST /coupons/coupons: the wizard's and the bulk generator's call (one per coupon). */
export function createCoupon(payload: CouponPayload): Promise<Coupon> {
  return apiRequest<Coupon>('/coupons/coupons', { method: 'POST', json: payload });
}
