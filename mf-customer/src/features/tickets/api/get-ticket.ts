import { apiRequest } from '@storefront/shared/api-client';
import type { Ticket } from '@storefront/shared/contract/tickets';
import useSWR from 'swr';

export const ticketPath = (id: number) => `/tickets/${id}`;

/** GET /tickets/{id}: the caller's own ticket with its messages; anyone else's is a 404. */
export function getTicket(id: number): Promise<Ticket> {
  return apiRequest<Ticket>(ticketPath(id));
}

/** `id` null (an address that is no ticket number): nothing is asked. */
export function useTicket(id: number | null) {
  return useSWR(id === null ? null : ticketPath(id), () => getTicket(id as number));
}
