import { LEDGER_TYPES } from '@storefront/shared/contract/values';
import { defineFilters, oneOf, useListQuery } from '@storefront/shared/ui/admin/list/query';
import type { AdminLedgerQuery } from '../api/get-admin-ledger';

/** The journal's type filter in the URL query, beside its search (a login). */
export const LEDGER_FILTERS = defineFilters({ type: oneOf(LEDGER_TYPES) });

/** The journal's state from the URL query, with the API query it makes. */
export function useLedgerParams() {
  const list = useListQuery(LEDGER_FILTERS);
  const query: AdminLedgerQuery = { ...list.pageQuery, ...list.sent };
  return { list, query };
}

export type LedgerParams = ReturnType<typeof useLedgerParams>;
