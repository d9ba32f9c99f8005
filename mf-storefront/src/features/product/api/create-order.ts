import { apiRequest } from '@storefront/shared/api-client';
import type { Order, OrderPayload } from '@storefront/shared/dto/shop';

/** POST /orders (signed in, not an admin): 201 Order, or 400 {detail, code}. */
export function createOrder(payload: OrderPayload): Promise<Order> {
  return apiRequest<Order>('/orders', { method: 'POST', json: payload });
}
