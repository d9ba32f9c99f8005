import { apiRequest } from '@storefront/shared/api-client';
import type { CreateDistrictBody, District } from '@storefront/shared/contract/catalog';

/** PUT /districts/{id}. */
export function updateDistrict(id: number, payload: CreateDistrictBody): Promise<District> {
  return apiRequest<District>(`/districts/${id}`, { method: 'PUT', json: payload });
}
