import { apiRequest } from '@storefront/shared/api-client';
import type { Coupon, UpdateCouponBody } from '@storefront/shared/contract/coupons';

/**
 * PUT /coupons/coupons/{id} with only what changes: the row's new status, or the edit dialog's
 * changed fields. A used coupon's discount is refused with 400 {detail}.
 */
export function updateCoupon(id: number, payload: UpdateCouponBody): Promise<Coupon> {
  return apiRequest<Coupon>(`/coupons/coupons/${id}`, { method: 'PUT', json: payload });
}
