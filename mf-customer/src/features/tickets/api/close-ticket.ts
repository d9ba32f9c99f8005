import { apiRequest } from '@storefront/shared/api-client';
import type { Ticket } from '@storefront/shared/contract/tickets';
import { ticketPath } from './get-ticket';

/** POST /tickets/{id}/close: the ticket, closed (closing a closed one changes nothing). */
export function closeTicket(id: number): Promise<Ticket> {
  return apiRequest<Ticket>(`${ticketPath(id)}/close`, { method: 'POST' });
}
