import { apiRequest } from '@storefront/shared/api-client';
import type { Discount, DiscountBody } from '@storefront/shared/contract/discounts';

/** PUT /discounts/{id}: the whole form from the dialog, or only `{is_active}` from a row. */
export function updateDiscount(id: number, payload: Partial<DiscountBody>): Promise<Discount> {
  return apiRequest<Discount>(`/discounts/${id}`, { method: 'PUT', json: payload });
}
