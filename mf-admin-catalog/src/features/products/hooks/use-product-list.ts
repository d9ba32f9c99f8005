import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useProducts } from '../api/get-products';

/** The products grid: its state in the URL and the page from the API. */
export function useProductList() {
  const query = useListQuery(NO_FILTERS);
  const result = useProducts(query.pageQuery);
  return { query, result, retry: () => void result.mutate() };
}

export type ProductList = ReturnType<typeof useProductList>;
