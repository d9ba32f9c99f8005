import { apiRequest } from '@storefront/shared/api-client';
import type { Payment } from '@storefront/shared/contract/finance';
import useSWR from 'swr';

/** While a real gateway's confirmation has not arrived yet, ask again this often. */
export const PENDING_POLL_MS = 3000;

/** GET /payments/{id}: the caller's own payment (404 for anyone else's). */
export function getPayment(id: string): Promise<Payment> {
  return apiRequest<Payment>(`/payments/${encodeURIComponent(id)}`);
}

/** The payment the customer came back from; polled while it is still pending. */
export function usePayment(id: string | null) {
  return useSWR(
    id ? (['/payments', id] as const) : null,
    ([, paymentId]) => getPayment(paymentId),
    {
      refreshInterval: (payment) => (payment?.status === 'pending' ? PENDING_POLL_MS : 0),
      // A settled payment never changes: no need to ask again on focus.
      revalidateOnFocus: false,
    },
  );
}
