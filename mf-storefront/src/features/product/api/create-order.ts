import { apiRequest } from '@storefront/shared/api-client';
import type { Order, OrderBody } from '@storefront/shared/contract/orders';

/** POST /orders (signed in, not an admin): 201 Order, or 400 {detail, code}. */
export function createOrder(payload: OrderBody): Promise<Order> {
  return apiRequest<Order>('/orders', { method: 'POST', json: payload });
}
