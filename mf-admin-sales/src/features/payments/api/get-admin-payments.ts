import type { AdminPaymentsPage, AdminPaymentsQuery } from '@storefront/shared/contract/finance';
import { listCall } from '@storefront/shared/data/list-call';

/**
 * GET /admin/payments?page&size&search&status&provider&date_from&date_to, newest first: search
 * is part of a login, or exactly our payment id or the gateway's id (issue 20). A null query
 * asks nothing: the finance journal's header reads only the tab it shows.
 */
const adminPayments = listCall<AdminPaymentsQuery, AdminPaymentsPage>('/admin/payments');

export const getAdminPayments = adminPayments.get;
export const useAdminPayments = adminPayments.use;
