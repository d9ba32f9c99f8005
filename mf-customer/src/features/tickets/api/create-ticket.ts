import { apiRequest } from '@storefront/shared/api-client';
import type { Ticket, TicketBody } from '@storefront/shared/contract/tickets';
import { TICKETS_PATH } from './get-my-tickets';

/** POST /tickets/: 201 with the open ticket and its first message. */
export function createTicket(payload: TicketBody): Promise<Ticket> {
  return apiRequest<Ticket>(TICKETS_PATH, { method: 'POST', json: payload });
}
