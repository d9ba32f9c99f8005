import { apiRequest } from '@storefront/shared/api-client';
import type { ProductsPage } from '@storefront/shared/contract/products';
import { PAGE_SIZE } from '@storefront/shared/limits';
import useSWR from 'swr';

const PATH = '/products/';

/**
 * GET /products/?page&size&search, the admin catalogue (mf-admin-catalog's list call): the
 * first page of products matching the picker's search, to tick the discount's products from.
 */
export function getProductChoices(search: string): Promise<ProductsPage> {
  return apiRequest<ProductsPage>(PATH, {
    query: { page: 1, size: PAGE_SIZE, search: search || undefined },
  });
}

/** Asked only once the checklist shows: 'Все товары' needs no catalogue. */
export function useProductChoices(search: string) {
  return useSWR([PATH, search] as const, ([, s]) => getProductChoices(s), {
    keepPreviousData: true,
  });
}
