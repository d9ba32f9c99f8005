import { apiRequest } from '@storefront/shared/api-client';
import type { LedgerPage } from '@storefront/shared/contract/finance';
import type { LedgerType } from '@storefront/shared/contract/values';
import useSWR from 'swr';

export const ADMIN_LEDGER_PATH = '/admin/ledger';

export interface AdminLedgerQuery {
  page: number;
  size: number;
  /** Part of the login. */
  search?: string;
  type?: LedgerType;
}

/** GET /admin/ledger?page&size&search&type: everyone's balance changes, newest first. */
export function getAdminLedger(query: AdminLedgerQuery): Promise<LedgerPage> {
  return apiRequest<LedgerPage>(ADMIN_LEDGER_PATH, { query: { ...query } });
}

/** `query` null asks nothing: the finance journal's header reads only the tab it shows. */
export function useAdminLedger(query: AdminLedgerQuery | null) {
  return useSWR(query && ([ADMIN_LEDGER_PATH, query] as const), ([, q]) => getAdminLedger(q), {
    keepPreviousData: true,
  });
}
