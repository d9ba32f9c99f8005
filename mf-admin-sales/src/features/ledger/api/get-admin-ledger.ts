import type { LedgerPage } from '@storefront/shared/contract/finance';
import type { LedgerType } from '@storefront/shared/contract/values';
import { listCall } from '@storefront/shared/data/list-call';

export interface AdminLedgerQuery {
  page: number;
  size: number;
  /** Part of the login. */
  search?: string;
  type?: LedgerType;
}

/**
 * GET /admin/ledger?page&size&search&type: everyone's balance changes, newest first. A null
 * query asks nothing: the finance journal's header reads only the tab it shows.
 */
const adminLedger = listCall<AdminLedgerQuery, LedgerPage>('/admin/ledger');

export const getAdminLedger = adminLedger.get;
export const useAdminLedger = adminLedger.use;
