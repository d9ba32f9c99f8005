import { apiRequest } from '@storefront/shared/api-client';
import type { CatalogListQuery } from '@storefront/shared/contract/catalog';
import type { CityStockPage } from '@storefront/shared/contract/stock';
import useSWR from 'swr';

const CITY_STOCK_PATH = '/cities/{id}/stock';

/** GET /cities/{id}/stock?page&size&search: the products stocked in the city. */
export function getCityStock(cityId: number, query: CatalogListQuery): Promise<CityStockPage> {
  return apiRequest<CityStockPage>(`/cities/${cityId}/stock`, { query: { ...query } });
}

export function useCityStock(cityId: number | null, query: CatalogListQuery) {
  return useSWR(
    cityId === null ? null : ([CITY_STOCK_PATH, cityId, query] as const),
    ([, id, q]) => getCityStock(id, q),
    { keepPreviousData: true },
  );
}

/** All the city's stocked products (page 1, size 1, reading total), needed only while searching. */
export function useCityStockCount(cityId: number | null, enabled: boolean) {
  return useSWR(
    cityId !== null && enabled ? ([CITY_STOCK_PATH, cityId, { page: 1, size: 1 }] as const) : null,
    ([, id, q]) => getCityStock(id, q),
  );
}
