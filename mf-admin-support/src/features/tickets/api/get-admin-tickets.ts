import { apiRequest } from '@storefront/shared/api-client';
import type { AdminTicketsPage, AdminTicketsQuery } from '@storefront/shared/contract/tickets';
import useSWR from 'swr';

export const ADMIN_TICKETS_PATH = '/admin/tickets';

/**
 * GET /admin/tickets?page&size&search&status: everyone's tickets, unanswered first, then by
 * the newest message. Search is the number when it is a whole number, else part of the subject
 * or the login.
 */
export function getAdminTickets(query: AdminTicketsQuery): Promise<AdminTicketsPage> {
  return apiRequest<AdminTicketsPage>(ADMIN_TICKETS_PATH, { query: { ...query } });
}

export function useAdminTickets(query: AdminTicketsQuery) {
  return useSWR([ADMIN_TICKETS_PATH, query] as const, ([, q]) => getAdminTickets(q), {
    keepPreviousData: true,
  });
}
