import { apiRequest } from '@storefront/shared/api-client';
import type { Payment } from '@storefront/shared/contract/finance';

export type Settlement = 'confirm' | 'cancel';

/** POST /payments/{id}/confirm | /cancel (its owner, test provider): the payment after it. */
export function settlePayment(id: string, action: Settlement): Promise<Payment> {
  return apiRequest<Payment>(`/payments/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
}
