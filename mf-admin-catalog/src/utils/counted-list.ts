import type { ListResult } from '@storefront/shared/ui/admin/list/list-frame';
import type { ListQuery } from '@storefront/shared/ui/admin/list/query';

type PageResult = ListResult & { data?: { total: number; pages: number }; mutate: () => unknown };

/**
 * A searched catalog list as its page shows it: the query in the URL, the page the API
 * answered, a retry, and the header's total: every item, whatever the search finds (`count`
 * is asked for only while searching).
 */
export function countedList<T, R extends PageResult>(
  query: ListQuery,
  result: R,
  count: { data?: { total: number } },
  items: readonly T[] | undefined,
) {
  return {
    query,
    result,
    items: items ?? [],
    retry: () => void result.mutate(),
    total: query.filtered ? count.data?.total : result.data?.total,
  };
}
