import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { isPending } from '@storefront/shared/ui/admin/row-layout';
import { useCatalogListParams } from '../../../hooks/use-catalog-list-params';
import { useCities, useCitiesCount } from '../api/get-cities';

/** The cities list: its state in the URL, the page from the API, the total for the header. */
export function useCityList() {
  const params = useCatalogListParams();
  const { data, error, isLoading, mutate } = useCities(params.query);
  const count = useCitiesCount(params.searching);
  useClampPage(params, data?.pages);
  return {
    params,
    data,
    items: data?.cities ?? [],
    error,
    loading: isLoading && !data,
    pending: isPending({ isLoading, data }),
    retry: () => void mutate(),
    /** All cities, whatever the search finds. */
    total: params.searching ? count.data?.total : data?.total,
  };
}

export type CityList = ReturnType<typeof useCityList>;
