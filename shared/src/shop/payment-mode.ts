// Which gateway takes top-ups (issue 20), one SWR entry for every money screen: the payment
// page (mf-storefront), the top-up card and the payments list (mf-customer). It changes only
// with a redeploy, so it is read once per visit.
import { apiRequest } from '@storefront/shared/api-client';
import useSWR from 'swr';
import type { PaymentMode } from '../contract/finance';

export const PAYMENT_MODE_PATH = '/shop/payment-mode';

export function getPaymentMode(): Promise<PaymentMode> {
  return apiRequest<PaymentMode>(PAYMENT_MODE_PATH);
}

export function usePaymentMode() {
  return useSWR(PAYMENT_MODE_PATH, getPaymentMode, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
}
