import { apiRequest } from '@storefront/shared/api-client';
import type { Ticket } from '@storefront/shared/contract/tickets';
import useSWR from 'swr';

/** The thread's SWR key and API path. */
export function ticketKey(id: number): string {
  return `/tickets/${id}`;
}

/** GET /tickets/{id}: the ticket with its messages, oldest first; an unknown id answers 404. */
export function getTicket(id: number): Promise<Ticket> {
  return apiRequest<Ticket>(ticketKey(id));
}

export function useTicket(id: number) {
  return useSWR(ticketKey(id), () => getTicket(id));
}
