import { apiRequest } from '@storefront/shared/api-client';
import type { Ticket, TicketMessageBody } from '@storefront/shared/contract/tickets';

/** POST /tickets/{id}/messages: 201 with the ticket, now 'answered' (an admin's reply). */
export function postTicketMessage(id: number, payload: TicketMessageBody): Promise<Ticket> {
  return apiRequest<Ticket>(`/tickets/${id}/messages`, { method: 'POST', json: payload });
}
