import { useClampPage, useListParams } from '../../../hooks/use-list-params';
import { useProducts } from '../api/get-products';

/** The products grid: its state in the URL and the page from the API. */
export function useProductList() {
  const params = useListParams();
  const { data, error, isLoading, mutate } = useProducts(params.query);
  useClampPage(params, data?.pages);
  return { params, data, error, loading: isLoading && !data, retry: () => void mutate() };
}

export type ProductList = ReturnType<typeof useProductList>;
