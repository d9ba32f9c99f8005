import type { AdminTicketsQuery } from '@storefront/shared/contract/tickets';
import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { readTicketStatus } from '../../../utils/ticket-status';

/** The list's search (number, subject or login) and status filter, read from the URL query. */
export function useTicketParams() {
  const list = useListParams();
  const status = readTicketStatus(list.params.get('status'));
  const search = list.searchQuery;
  const query: AdminTicketsQuery = {
    page: list.page,
    size: PAGE_SIZE,
    search: search || undefined,
    status: status || undefined,
  };
  return { list, status, query, filtered: Boolean(search || status) };
}

export type TicketParams = ReturnType<typeof useTicketParams>;
