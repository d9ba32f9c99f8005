import { apiRequest } from '@storefront/shared/api-client';
import type { Payment } from '@storefront/shared/dto/shop';
import useSWR from 'swr';

const PATH = '/payments';

/** GET /payments/{id} (its owner). */
export function getPayment(id: string): Promise<Payment> {
  return apiRequest<Payment>(`${PATH}/${encodeURIComponent(id)}`);
}

export function usePayment(id: string) {
  // The page acts once on a payment; a refetch on focus would only race the answer of the act.
  return useSWR([PATH, id] as const, ([, paymentId]) => getPayment(paymentId), {
    revalidateOnFocus: false,
  });
}
