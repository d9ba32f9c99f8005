import type { CatalogListQuery, CitiesPage } from '@storefront/shared/contract/catalog';
import { listCall } from '@storefront/shared/data/list-call';
import useSWR, { useSWRConfig } from 'swr';

/** GET /cities/?page&size&search: one page, filtered by the server. */
const cities = listCall<CatalogListQuery, CitiesPage>('/cities/');

export const getCities = cities.get;
export const useCities = cities.use;

/**
 * Spec 7: the count is a GET with page 1 and size 1, reading total. Only needed while a search
 * is active; otherwise the list's own total is the same number.
 */
export function useCitiesCount(enabled: boolean) {
  return useSWR(enabled ? ([cities.path, { page: 1, size: 1 }] as const) : null, ([, q]) =>
    getCities(q),
  );
}

/** After a change, every loaded page of the list (and the count) is fetched again. */
export function useRevalidateCities(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => cities.revalidate(mutate);
}
