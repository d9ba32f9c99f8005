import { apiRequest } from '@storefront/shared/api-client';
import type { Coupon, CouponUpdatePayload } from '@storefront/shared/dto/marketing';

/** PUT /coupons/coupons/{id} with only what changes (the list sends the new status). */
export function updateCoupon(id: number, payload: CouponUpdatePayload): Promise<Coupon> {
  return apiRequest<Coupon>(`/coupons/coupons/${id}`, { method: 'PUT', json: payload });
}
