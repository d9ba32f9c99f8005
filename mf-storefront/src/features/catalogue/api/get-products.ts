import { apiRequest } from '@storefront/shared/api-client';
import type { ShopProductsPage } from '@storefront/shared/contract/shop';
import type { CatalogueSort } from '@storefront/shared/contract/values';
import { CATALOGUE_PAGE_SIZE } from '@storefront/shared/limits';
import useSWR from 'swr';

const PATH = '/shop/products';

export interface CatalogueQuery {
  city_id: number;
  search?: string;
  sort: CatalogueSort;
  page: number;
  /** 24 (the catalogue's page) unless a page shows fewer (the home page's first cards). */
  size?: number;
}

/** GET /shop/products?city_id&search&sort&page&size (anyone, no token): 24 cards a page. */
export function getProducts({ size = CATALOGUE_PAGE_SIZE, ...query }: CatalogueQuery) {
  return apiRequest<ShopProductsPage>(PATH, { query: { ...query, size } });
}

/**
 * One page of the catalogue; null: not yet (no city). `keepPrevious`: the first page keeps the
 * previous search's cards on screen (inert) while the new ones load.
 */
export function useProducts(query: CatalogueQuery | null, keepPrevious = false) {
  return useSWR(query && ([PATH, query] as const), ([, q]) => getProducts(q), {
    keepPreviousData: keepPrevious,
  });
}
