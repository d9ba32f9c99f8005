// The count of open tickets on the admin menu's 'Тикеты' (shop-spec 2.2): the shell's menu reads
// this one SWR entry and the support remote refreshes it after a reply or a close, so the
// count changes without a reload.
import { apiRequest } from '@storefront/shared/api-client';
import useSWR, { mutate } from 'swr';
import type { AdminTicketsPage } from '../contract/tickets';

export const OPEN_TICKETS_PATH = '/admin/tickets?page=1&size=1';

export async function getOpenTicketCount(): Promise<number> {
  const page = await apiRequest<AdminTicketsPage>(OPEN_TICKETS_PATH);
  return page.open_count;
}

/** `enabled`: only for an admin (anyone else is refused the call). */
export function useOpenTicketCount(enabled: boolean) {
  return useSWR(enabled ? OPEN_TICKETS_PATH : null, getOpenTicketCount);
}

/** After a ticket is answered, closed or reopened: the menu shows the new count. */
export function refreshOpenTicketCount(): Promise<unknown> {
  return mutate(OPEN_TICKETS_PATH);
}
