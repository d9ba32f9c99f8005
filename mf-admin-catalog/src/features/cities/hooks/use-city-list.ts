import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useCities, useCitiesCount } from '../api/get-cities';

/** The cities list: its state in the URL, the page from the API, the total for the header. */
export function useCityList() {
  const query = useListQuery(NO_FILTERS);
  const result = useCities(query.pageQuery);
  const count = useCitiesCount(query.filtered);
  return {
    query,
    result,
    items: result.data?.cities ?? [],
    retry: () => void result.mutate(),
    /** All cities, whatever the search finds. */
    total: query.filtered ? count.data?.total : result.data?.total,
  };
}

export type CityList = ReturnType<typeof useCityList>;
