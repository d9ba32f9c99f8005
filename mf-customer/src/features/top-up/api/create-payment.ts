import { apiRequest } from '@storefront/shared/api-client';
import type { Payment, PaymentBody } from '@storefront/shared/contract/finance';

/** POST /payments: a pending payment whose `confirmation_url` is where the customer pays. */
export function createPayment(payload: PaymentBody): Promise<Payment> {
  return apiRequest<Payment>('/payments', { method: 'POST', json: payload });
}
