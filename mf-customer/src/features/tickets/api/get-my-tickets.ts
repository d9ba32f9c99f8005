import { apiRequest } from '@storefront/shared/api-client';
import type { TicketsPage } from '@storefront/shared/contract/tickets';
import useSWR, { type ScopedMutator } from 'swr';

/** The list's path; the thread's is below it, so revalidating '/tickets' refreshes both. */
export const TICKETS_PATH = '/tickets/';

interface MyTicketsQuery {
  page: number;
  size: number;
}

/** GET /tickets/?page&size: the caller's own tickets, most recently updated first. */
export function getMyTickets(query: MyTicketsQuery): Promise<TicketsPage> {
  return apiRequest<TicketsPage>(TICKETS_PATH, { query: { ...query } });
}

export function useMyTickets(query: MyTicketsQuery) {
  return useSWR([TICKETS_PATH, query] as const, ([, q]) => getMyTickets(q), {
    keepPreviousData: true,
  });
}

/** Every loaded page of the list asks again (a ticket was opened, answered or closed). */
export function revalidateMyTickets(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === TICKETS_PATH);
}
