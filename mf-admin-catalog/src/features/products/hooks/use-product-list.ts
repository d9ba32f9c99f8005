import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { isPending } from '@storefront/shared/ui/admin/row-layout';
import { useCatalogListParams } from '../../../hooks/use-catalog-list-params';
import { useProducts } from '../api/get-products';

/** The products grid: its state in the URL and the page from the API. */
export function useProductList() {
  const params = useCatalogListParams();
  const { data, error, isLoading, mutate } = useProducts(params.query);
  useClampPage(params, data?.pages);
  return {
    params,
    data,
    error,
    loading: isLoading && !data,
    pending: isPending({ isLoading, data }),
    retry: () => void mutate(),
  };
}

export type ProductList = ReturnType<typeof useProductList>;
