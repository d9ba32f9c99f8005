import type { AdminTicketsPage, AdminTicketsQuery } from '@storefront/shared/contract/tickets';
import { listCall } from '@storefront/shared/data/list-call';

/**
 * GET /admin/tickets?page&size&search&status: everyone's tickets, unanswered first, then by
 * the newest message. Search is the number when it is a whole number, else part of the subject
 * or the login.
 */
const adminTickets = listCall<AdminTicketsQuery, AdminTicketsPage>('/admin/tickets');

export const getAdminTickets = adminTickets.get;
export const useAdminTickets = adminTickets.use;
