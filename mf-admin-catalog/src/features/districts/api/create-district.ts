import { apiRequest } from '@storefront/shared/api-client';
import type { District, DistrictPayload } from '@storefront/shared/dto/catalog';

/** POST /districts/; a duplicate name in the city answers 400 with the reason. */
export function createDistrict(payload: DistrictPayload): Promise<District> {
  return apiRequest<District>('/districts/', { method: 'POST', json: payload });
}
