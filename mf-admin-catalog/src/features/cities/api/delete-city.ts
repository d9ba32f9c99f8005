import { apiRequest } from '@storefront/shared/api-client';

/** DELETE /cities/{id}; a city that still has districts answers 409 with the reason. */
export function deleteCity(id: number): Promise<void> {
  return apiRequest<void>(`/cities/${id}`, { method: 'DELETE' });
}
