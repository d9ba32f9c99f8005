import type { AdminTicketsQuery } from '@storefront/shared/contract/tickets';
import { TICKET_STATUSES } from '@storefront/shared/contract/values';
import { defineFilters, oneOf, useListQuery } from '@storefront/shared/ui/admin/list/query';

/** The list's status filter in the URL query, beside its search (number, subject or login). */
export const TICKET_FILTERS = defineFilters({ status: oneOf(TICKET_STATUSES) });

/** The list's state from the URL query, with the API query it makes. */
export function useTicketParams() {
  const list = useListQuery(TICKET_FILTERS);
  const query: AdminTicketsQuery = { ...list.pageQuery, ...list.sent };
  return { list, query };
}

export type TicketParams = ReturnType<typeof useTicketParams>;
