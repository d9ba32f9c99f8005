import { apiRequest } from '@storefront/shared/api-client';
import type { City } from '@storefront/shared/contract/catalog';
import useSWR from 'swr';

/** GET /cities/{id}: the city whose districts the page shows, for its header. */
export function getCity(id: number): Promise<City> {
  return apiRequest<City>(`/cities/${id}`);
}

/** Null id: the address holds no valid id, so there is nothing to ask for. */
export function useCity(id: number | null) {
  return useSWR(id === null ? null : (['/cities/{id}', id] as const), ([, cityId]) =>
    getCity(cityId),
  );
}
