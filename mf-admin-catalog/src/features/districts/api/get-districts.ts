import { apiRequest } from '@storefront/shared/api-client';
import type { CatalogListQuery, DistrictsPage } from '@storefront/shared/contract/catalog';
import useSWR, { useSWRConfig } from 'swr';

const DISTRICTS_PATH = '/districts/city/{cityId}';

/** GET /districts/city/{cityId}?page&size&search: one page of a city's districts. */
export function getDistricts(cityId: number, query: CatalogListQuery): Promise<DistrictsPage> {
  return apiRequest<DistrictsPage>(`/districts/city/${cityId}`, { query: { ...query } });
}

export function useDistricts(cityId: number | null, query: CatalogListQuery) {
  return useSWR(
    cityId === null ? null : ([DISTRICTS_PATH, cityId, query] as const),
    ([, id, q]) => getDistricts(id, q),
    { keepPreviousData: true },
  );
}

/** The city's district count (page 1, size 1, reading total), needed only while searching. */
export function useDistrictsCount(cityId: number | null, enabled: boolean) {
  return useSWR(
    cityId !== null && enabled ? ([DISTRICTS_PATH, cityId, { page: 1, size: 1 }] as const) : null,
    ([, id, q]) => getDistricts(id, q),
  );
}

/** After a change, every loaded page of district lists (and the counts) is fetched again. */
export function useRevalidateDistricts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === DISTRICTS_PATH);
}
