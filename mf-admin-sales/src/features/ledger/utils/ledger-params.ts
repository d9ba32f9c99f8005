import { LEDGER_TYPES, type LedgerType } from '@storefront/shared/contract/values';
import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import type { AdminLedgerQuery } from '../api/get-admin-ledger';

export function readLedgerType(value: string | null): LedgerType | '' {
  return (LEDGER_TYPES as readonly string[]).includes(value ?? '') ? (value as LedgerType) : '';
}

/** The journal's search (a login) and type filter, read from the URL query. */
export function useLedgerParams() {
  const list = useListParams();
  const type = readLedgerType(list.params.get('type'));
  const search = list.searchQuery;
  const query: AdminLedgerQuery = {
    page: list.page,
    size: PAGE_SIZE,
    search: search || undefined,
    type: type || undefined,
  };
  return { list, type, query, filtered: Boolean(search || type) };
}

export type LedgerParams = ReturnType<typeof useLedgerParams>;
