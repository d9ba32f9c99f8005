import { apiRequest } from '@storefront/shared/api-client';
import type { City, CreateCityBody } from '@storefront/shared/contract/catalog';

/** POST /cities/; a duplicate name answers 400 with the reason in `detail`. */
export function createCity(payload: CreateCityBody): Promise<City> {
  return apiRequest<City>('/cities/', { method: 'POST', json: payload });
}
