import { apiRequest } from '@storefront/shared/api-client';
import type { Payment, PaymentPayload } from '@storefront/shared/dto/shop';

/** POST /payments: a pending payment whose `confirmation_url` is where the customer pays. */
export function createPayment(payload: PaymentPayload): Promise<Payment> {
  return apiRequest<Payment>('/payments', { method: 'POST', json: payload });
}
