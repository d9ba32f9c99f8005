import { apiRequest } from '@storefront/shared/api-client';
import type { City, CreateCityBody } from '@storefront/shared/contract/catalog';

/** PUT /cities/{id}. */
export function updateCity(id: number, payload: CreateCityBody): Promise<City> {
  return apiRequest<City>(`/cities/${id}`, { method: 'PUT', json: payload });
}
