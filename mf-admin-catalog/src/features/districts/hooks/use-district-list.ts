import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { countedList } from '../../../utils/counted-list';
import { useDistricts, useDistrictsCount } from '../api/get-districts';

/** One city's districts: the state in the URL, the page from the API, the header's total. */
export function useDistrictList(cityId: number | null) {
  const query = useListQuery(NO_FILTERS);
  const result = useDistricts(cityId, query.pageQuery);
  const count = useDistrictsCount(cityId, query.filtered);
  return countedList(query, result, count, result.data?.districts);
}
