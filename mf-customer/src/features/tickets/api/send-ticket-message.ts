import { apiRequest } from '@storefront/shared/api-client';
import type { Ticket, TicketMessageBody } from '@storefront/shared/contract/tickets';
import { ticketPath } from './get-ticket';

/** POST /tickets/{id}/messages: 201 with the whole ticket (an answered or closed one reopens). */
export function sendTicketMessage(id: number, payload: TicketMessageBody): Promise<Ticket> {
  return apiRequest<Ticket>(`${ticketPath(id)}/messages`, { method: 'POST', json: payload });
}
