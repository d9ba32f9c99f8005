import { apiRequest } from '@storefront/shared/api-client';
import type { OrderEvent, OrderNoteBody } from '@storefront/shared/contract/orders';

/**
 * POST /admin/orders/{id}/notes: 201 with the note's timeline line. A text the server refuses
 * (empty, too long, control characters) answers 400 with the reason's detail; a malformed body
 * 422.
 */
export function postOrderNote(id: number, body: OrderNoteBody): Promise<OrderEvent> {
  return apiRequest<OrderEvent>(`/admin/orders/${id}/notes`, { method: 'POST', json: body });
}
