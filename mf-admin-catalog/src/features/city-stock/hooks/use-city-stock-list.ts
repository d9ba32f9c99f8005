import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { isPending } from '@storefront/shared/ui/admin/row-layout';
import { useCatalogListParams } from '../../../hooks/use-catalog-list-params';
import { useCityStock, useCityStockCount } from '../api/get-city-stock';

/** A city's stocked products: the state in the URL, the page from the API, the header's total. */
export function useCityStockList(cityId: number | null) {
  const params = useCatalogListParams();
  const { data, error, isLoading, mutate } = useCityStock(cityId, params.query);
  const count = useCityStockCount(cityId, params.searching);
  useClampPage(params, data?.pages);
  return {
    params,
    data,
    items: data?.products ?? [],
    error,
    loading: isLoading && !data,
    pending: isPending({ isLoading, data }),
    retry: () => void mutate(),
    total: params.searching ? count.data?.total : data?.total,
  };
}
