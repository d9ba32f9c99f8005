import { apiRequest } from '@storefront/shared/api-client';
import type { CatalogListQuery } from '@storefront/shared/contract/catalog';
import type { ProductsPage } from '@storefront/shared/contract/products';
import useSWR, { useSWRConfig } from 'swr';

const PRODUCTS_PATH = '/products/';

/** GET /products/?page&size&search: one page of the catalog, filtered by the server. */
export function getProducts(query: CatalogListQuery): Promise<ProductsPage> {
  return apiRequest<ProductsPage>(PRODUCTS_PATH, { query: { ...query } });
}

export function useProducts(query: CatalogListQuery) {
  return useSWR([PRODUCTS_PATH, query] as const, ([, q]) => getProducts(q), {
    keepPreviousData: true,
  });
}

/** After a deletion, every loaded page of the grid is fetched again. */
export function useRevalidateProducts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === PRODUCTS_PATH);
}
