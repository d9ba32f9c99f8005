import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { countedList } from '../../../utils/counted-list';
import { useCities, useCitiesCount } from '../api/get-cities';

/** The cities list: its state in the URL, the page from the API, the total for the header. */
export function useCityList() {
  const query = useListQuery(NO_FILTERS);
  const result = useCities(query.pageQuery);
  return countedList(query, result, useCitiesCount(query.filtered), result.data?.cities);
}

export type CityList = ReturnType<typeof useCityList>;
