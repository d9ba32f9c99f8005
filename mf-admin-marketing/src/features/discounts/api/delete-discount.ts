import { apiRequest } from '@storefront/shared/api-client';

/** DELETE /discounts/{id}: 204. */
export function deleteDiscount(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/discounts/${id}`, { method: 'DELETE' });
}
