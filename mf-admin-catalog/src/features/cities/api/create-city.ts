import { apiRequest } from '@storefront/shared/api-client';
import type { City, CityPayload } from '@storefront/shared/dto/catalog';

/** POST /cities/; a duplicate name answers 400 with the reason in `detail`. */
export function createCity(payload: CityPayload): Promise<City> {
  return apiRequest<City>('/cities/', { method: 'POST', json: payload });
}
