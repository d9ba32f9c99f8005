import { apiRequest } from '@storefront/shared/api-client';
import type { District, DistrictPayload } from '@storefront/shared/dto/catalog';

/** PUT /districts/{id}. */
export function updateDistrict(id: number, payload: DistrictPayload): Promise<District> {
  return apiRequest<District>(`/districts/${id}`, { method: 'PUT', json: payload });
}
