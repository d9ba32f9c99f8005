import { apiRequest } from '@storefront/shared/api-client';
import type { AdminPaymentsPage, AdminPaymentsQuery } from '@storefront/shared/contract/finance';
import useSWR from 'swr';

export const ADMIN_PAYMENTS_PATH = '/admin/payments';

/**
 * GET /admin/payments?page&size&search&status&provider&date_from&date_to, newest first: search
 * is part of a login, or exactly our payment id or the gateway's id (issue 20).
 */
export function getAdminPayments(query: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  return apiRequest<AdminPaymentsPage>(ADMIN_PAYMENTS_PATH, { query: { ...query } });
}

/** `query` null asks nothing: the finance journal's header reads only the tab it shows. */
export function useAdminPayments(query: AdminPaymentsQuery | null) {
  return useSWR(query && ([ADMIN_PAYMENTS_PATH, query] as const), ([, q]) => getAdminPayments(q), {
    keepPreviousData: true,
  });
}
