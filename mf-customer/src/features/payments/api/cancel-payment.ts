import { apiRequest } from '@storefront/shared/api-client';
import type { Payment } from '@storefront/shared/contract/finance';

/** POST /payments/{id}/cancel, with no body (the API refuses one): a pending payment of the caller. */
export function cancelPayment(id: string): Promise<Payment> {
  return apiRequest<Payment>(`/payments/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
}
