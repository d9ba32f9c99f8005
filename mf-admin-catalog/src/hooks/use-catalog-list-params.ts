import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { useMemo } from 'react';

/** The query of a catalog list call (spec 7): page size 20, the search only when given. */
export interface ListQuery {
  page: number;
  size: number;
  search?: string;
}

/** A catalog list's page and search from the URL, with the API query they make. */
export function useCatalogListParams() {
  const list = useListParams();
  const { page, searchQuery } = list;
  const query = useMemo<ListQuery>(
    () => ({ page, size: PAGE_SIZE, search: searchQuery || undefined }),
    [page, searchQuery],
  );
  return { ...list, searching: searchQuery !== '', query };
}
