import { apiRequest } from '@storefront/shared/api-client';
import type { PaymentsPage } from '@storefront/shared/contract/finance';
import useSWR, { type ScopedMutator } from 'swr';

const PATH = '/payments/my';

interface PaymentsQuery {
  page: number;
  size: number;
}

/** GET /payments/my?page&size: the caller's own top-ups, newest first. */
export function getMyPayments(query: PaymentsQuery): Promise<PaymentsPage> {
  return apiRequest<PaymentsPage>(PATH, { query: { ...query } });
}

/**
 * Asked on every visit (the shared config revalidates on mount), so a top-up created before
 * leaving for the payment page is listed when the customer comes back.
 */
export function useMyPayments(query: PaymentsQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getMyPayments(q), { keepPreviousData: true });
}

/** Every loaded page asks again (a payment was settled or cancelled). */
export function revalidateMyPayments(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === PATH);
}
