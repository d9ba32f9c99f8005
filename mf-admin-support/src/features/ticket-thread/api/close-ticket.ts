import { apiRequest } from '@storefront/shared/api-client';
import type { Ticket } from '@storefront/shared/contract/tickets';

/** POST /tickets/{id}/close: the ticket, 'closed' (closing a closed one changes nothing). */
export function closeTicket(id: number): Promise<Ticket> {
  return apiRequest<Ticket>(`/tickets/${id}/close`, { method: 'POST' });
}
