import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { countedList } from '../../../utils/counted-list';
import { useCityStock, useCityStockCount } from '../api/get-city-stock';

/** A city's stocked products: the state in the URL, the page from the API, the header's total. */
export function useCityStockList(cityId: number | null) {
  const query = useListQuery(NO_FILTERS);
  const result = useCityStock(cityId, query.pageQuery);
  const count = useCityStockCount(cityId, query.filtered);
  return countedList(query, result, count, result.data?.products);
}
