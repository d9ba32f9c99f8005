import type { PageQuery } from '@storefront/shared/data/list-call';
import type { ListResult } from '@storefront/shared/ui/admin/list/list-frame';
import {
  type ListQueryOptions,
  NO_FILTERS,
  useListQuery,
} from '@storefront/shared/ui/admin/list/query';

interface OwnListResult<P extends { pages: number }> extends ListResult {
  data?: P;
  mutate: () => Promise<unknown>;
}

/**
 * One of the customer's own lists (orders, tickets, the ledger, the top-ups): no search, no
 * filter, the page in the URL, asked with `useCall` (a feature's list call). `frame` is what
 * `ListFrame` takes besides the items, the texts and the rows.
 */
export function useOwnList<P extends { pages: number }>(
  useCall: (query: PageQuery) => OwnListResult<P>,
  paging: Pick<ListQueryOptions, 'pageKey' | 'pageSize'> = {},
) {
  const query = useListQuery(NO_FILTERS, { ...paging, search: false });
  const { page, size } = query.pageQuery;
  const result = useCall({ page, size });
  const onRetry = () => void result.mutate();
  return { result, frame: { query, result, onRetry, pager: 'several-or-later' as const } };
}
