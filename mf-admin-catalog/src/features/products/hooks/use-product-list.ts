import type { ProductsListQuery } from '@storefront/shared/contract/products';
import { defineFilters, oneOf, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useProducts } from '../api/get-products';

/** The grid's filter beside the search: 'Мало на складе' (issue 23), in the URL as `stock=low`. */
export const PRODUCT_FILTERS = defineFilters({ stock: oneOf(['low']) });

/** The products grid: its state in the URL and the page from the API. */
export function useProductList() {
  const query = useListQuery(PRODUCT_FILTERS);
  const apiQuery: ProductsListQuery = {
    ...query.pageQuery,
    ...(query.sent.stock === 'low' && { low_stock: true }),
  };
  const result = useProducts(apiQuery);
  return { query, result, retry: () => void result.mutate() };
}

export type ProductList = ReturnType<typeof useProductList>;
