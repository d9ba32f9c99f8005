import { apiRequest } from '@storefront/shared/api-client';
import type { CatalogListQuery, CitiesPage } from '@storefront/shared/contract/catalog';
import useSWR, { useSWRConfig } from 'swr';

const CITIES_PATH = '/cities/';

/** GET /cities/?page&size&search: one page, filtered by the server. */
export function getCities(query: CatalogListQuery): Promise<CitiesPage> {
  return apiRequest<CitiesPage>(CITIES_PATH, { query: { ...query } });
}

export function useCities(query: CatalogListQuery) {
  // The previous page stays on screen while the next loads, so the list does not flicker.
  return useSWR([CITIES_PATH, query] as const, ([, q]) => getCities(q), {
    keepPreviousData: true,
  });
}

/**
 * Spec 7: the count is a GET with page 1 and size 1, reading total. Only needed while a search
 * is active; otherwise the list's own total is the same number.
 */
export function useCitiesCount(enabled: boolean) {
  return useSWR(enabled ? ([CITIES_PATH, { page: 1, size: 1 }] as const) : null, ([, q]) =>
    getCities(q),
  );
}

/** After a change, every loaded page of the list (and the count) is fetched again. */
export function useRevalidateCities(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === CITIES_PATH);
}
