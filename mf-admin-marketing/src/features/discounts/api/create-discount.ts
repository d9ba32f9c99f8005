import { apiRequest } from '@storefront/shared/api-client';
import type { Discount, DiscountBody } from '@storefront/shared/contract/discounts';

/** POST /discounts/: 201 with the new discount. */
export function createDiscount(payload: DiscountBody): Promise<Discount> {
  return apiRequest<Discount>('/discounts/', { method: 'POST', json: payload });
}
