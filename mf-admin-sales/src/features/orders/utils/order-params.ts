import type { AdminOrdersQuery } from '@storefront/shared/contract/orders';
import { ORDER_STATUSES } from '@storefront/shared/contract/values';
import {
  dayFilter,
  defineFilters,
  idFilter,
  oneOf,
  useListQuery,
} from '@storefront/shared/ui/admin/list/query';

/** The journal's filters in the URL query, beside `search` and `page`. */
export const ORDER_FILTERS = defineFilters({
  status: oneOf(ORDER_STATUSES),
  city: idFilter(),
  from: dayFilter(),
  to: dayFilter({ after: 'from' }),
});

/** The journal's state from the URL query, with the API query it makes. */
export function useOrderParams() {
  const list = useListQuery(ORDER_FILTERS);
  const { status, city, from, to } = list.sent;
  const query: AdminOrdersQuery = {
    ...list.pageQuery,
    status,
    city_id: city,
    date_from: from,
    date_to: to,
  };
  return { list, query };
}

export type OrderParams = ReturnType<typeof useOrderParams>;
