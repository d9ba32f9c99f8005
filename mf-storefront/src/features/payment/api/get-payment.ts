import { apiRequest } from '@storefront/shared/api-client';
import type { Payment } from '@storefront/shared/contract/finance';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { PAYMENT_POLL_MS } from '../utils/poll-interval';

const PATH = '/payments';

/** GET /payments/{id} (its owner). */
export function getPayment(id: string): Promise<Payment> {
  return apiRequest<Payment>(`${PATH}/${encodeURIComponent(id)}`);
}

/** A gateway's payment settles elsewhere (its notification): ask until it has settled. */
function awaitsGateway(payment: Payment | undefined): boolean {
  return !!payment && payment.provider !== 'test' && payment.status === 'pending';
}

export function usePayment(id: string) {
  // The test provider's page acts once on a payment; a refetch on focus would only race the
  // answer of the act. A gateway's pending payment is asked about every few seconds instead.
  // (A `refreshInterval` function is read when the hook mounts, before any data: the interval
  // follows the data through state instead, so polling starts once the payment is known.)
  const [polling, setPolling] = useState(false);
  const result = useSWR([PATH, id] as const, ([, paymentId]) => getPayment(paymentId), {
    revalidateOnFocus: false,
    refreshInterval: polling ? PAYMENT_POLL_MS : 0,
  });
  const poll = awaitsGateway(result.data);
  useEffect(() => setPolling(poll), [poll]);
  return result;
}
