import type { AdminOrdersQuery } from '@storefront/shared/contract/orders';
import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { readQueryDate } from '../../../utils/query-date';
import { readOrderStatus } from './order-status';

function readId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/** The journal's filters, read from the URL query (`search`, `status`, `city`, `from`, `to`). */
export function useOrderParams() {
  const list = useListParams();
  const filters = {
    status: readOrderStatus(list.params.get('status')),
    cityId: readId(list.params.get('city')),
    from: readQueryDate(list.params.get('from')),
    to: readQueryDate(list.params.get('to')),
  };
  const search = list.searchQuery;
  const query: AdminOrdersQuery = {
    page: list.page,
    size: PAGE_SIZE,
    search: search || undefined,
    status: filters.status || undefined,
    city_id: filters.cityId ?? undefined,
    date_from: filters.from || undefined,
    date_to: filters.to || undefined,
  };
  const filtered = Boolean(
    search || filters.status || filters.cityId || filters.from || filters.to,
  );
  return { list, filters, query, filtered };
}

export type OrderParams = ReturnType<typeof useOrderParams>;
