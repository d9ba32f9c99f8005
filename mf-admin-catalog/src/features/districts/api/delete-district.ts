import { apiRequest } from '@storefront/shared/api-client';

/** DELETE /districts/{id}. */
export function deleteDistrict(id: number): Promise<void> {
  return apiRequest<void>(`/districts/${id}`, { method: 'DELETE' });
}
