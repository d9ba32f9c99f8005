import { apiRequest } from '@storefront/shared/api-client';
import type { SalesQuery, SalesReport } from '@storefront/shared/contract/sales';
import useSWR from 'swr';

const PATH = '/admin/sales';

/** GET /admin/sales (admins): the period's figures beside the one before it (issue 23). */
export function getSales(query: SalesQuery): Promise<SalesReport> {
  return apiRequest<SalesReport>(PATH, { query: { ...query } });
}

/** The previous period's report stays on screen while another one loads. */
export function useSales(query: SalesQuery | null) {
  return useSWR(query && ([PATH, query] as const), ([, q]) => getSales(q), {
    keepPreviousData: true,
  });
}
