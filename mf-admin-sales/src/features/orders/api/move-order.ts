import { apiRequest } from '@storefront/shared/api-client';
import type { Order } from '@storefront/shared/contract/orders';

/** The three admin moves of an order (shop-spec 1.4), named as their calls are. */
export type OrderMove = 'approve' | 'complete' | 'cancel';

/**
 * POST /admin/orders/{id}/approve | /complete | /cancel: the order after the move; a move its
 * status no longer allows (another admin was first) answers 409 with the reason's detail.
 */
export function moveOrder(id: number, move: OrderMove): Promise<Order> {
  return apiRequest<Order>(`/admin/orders/${id}/${move}`, { method: 'POST' });
}
