import { apiRequest } from '@storefront/shared/api-client';
import type { Coupon, UpdateCouponBody } from '@storefront/shared/contract/coupons';

/** PUT /coupons/coupons/{id} with only what changes (the list sends the new status). */
export function updateCoupon(id: number, payload: UpdateCouponBody): Promise<Coupon> {
  return apiRequest<Coupon>(`/coupons/coupons/${id}`, { method: 'PUT', json: payload });
}
