import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { isPending } from '@storefront/shared/ui/admin/row-layout';
import { useCatalogListParams } from '../../../hooks/use-catalog-list-params';
import { useDistricts, useDistrictsCount } from '../api/get-districts';

/** One city's districts: the state in the URL, the page from the API, the header's total. */
export function useDistrictList(cityId: number | null) {
  const params = useCatalogListParams();
  const { data, error, isLoading, mutate } = useDistricts(cityId, params.query);
  const count = useDistrictsCount(cityId, params.searching);
  useClampPage(params, data?.pages);
  return {
    params,
    data,
    items: data?.districts ?? [],
    error,
    loading: isLoading && !data,
    pending: isPending({ isLoading, data }),
    retry: () => void mutate(),
    total: params.searching ? count.data?.total : data?.total,
  };
}
