import { apiRequest } from '@storefront/shared/api-client';
import type { CreateDistrictBody, District } from '@storefront/shared/contract/catalog';

/** POST /districts/; a duplicate name in the city answers 400 with the reason. */
export function createDistrict(payload: CreateDistrictBody): Promise<District> {
  return apiRequest<District>('/districts/', { method: 'POST', json: payload });
}
