import { apiRequest } from '@storefront/shared/api-client';
import type { Discount, DiscountPayload } from '@storefront/shared/dto/service';

/** POST /discounts/: 201 with the new discount. */
export function createDiscount(payload: DiscountPayload): Promise<Discount> {
  return apiRequest<Discount>('/discounts/', { method: 'POST', json: payload });
}
