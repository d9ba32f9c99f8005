import { apiRequest } from '@storefront/shared/api-client';
import type { LedgerPage } from '@storefront/shared/contract/finance';
import useSWR, { type ScopedMutator } from 'swr';

const PATH = '/finance/ledger';

interface LedgerQuery {
  page: number;
  size: number;
}

/** GET /finance/ledger?page&size: the caller's own entries, newest first. */
export function getLedger(query: LedgerQuery): Promise<LedgerPage> {
  return apiRequest<LedgerPage>(PATH, { query: { ...query } });
}

export function useLedger(query: LedgerQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getLedger(q), { keepPreviousData: true });
}

/** Every loaded page of the ledger asks again (a payment came through). */
export function revalidateLedger(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === PATH);
}
