import { apiRequest } from '@storefront/shared/api-client';
import type { Coupon, CreateCouponBody } from '@storefront/shared/contract/coupons';

/** POST /coupons/coupons: the wizard's and the bulk generator's call (one per coupon). */
export function createCoupon(payload: CreateCouponBody): Promise<Coupon> {
  return apiRequest<Coupon>('/coupons/coupons', { method: 'POST', json: payload });
}
