import { apiRequest } from '@storefront/shared/api-client';

/** DELETE /coupons/coupons/{id}: 204; a coupon already used is refused with 409 {detail}. */
export function deleteCoupon(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/coupons/coupons/${id}`, { method: 'DELETE' });
}
