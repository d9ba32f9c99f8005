import { apiRequest } from '@storefront/shared/api-client';
import type { City, CityPayload } from '@storefront/shared/dto/catalog';

/** PUT /cities/{id}. */
export function updateCity(id: number, payload: CityPayload): Promise<City> {
  return apiRequest<City>(`/cities/${id}`, { method: 'PUT', json: payload });
}
