import { PAGE_SIZE } from '@storefront/shared/limits';
import { useEffect, useMemo } from 'react';
import { readPage, useUrlQuery } from './use-url-query';

/** The query of a catalog list call (spec 7): page size 20, the search only when given. */
export interface ListQuery {
  page: number;
  size: number;
  search?: string;
}

/** A catalog list's page and search, kept in the URL query so reload and Back show the same. */
export function useListParams() {
  const { params, update } = useUrlQuery();
  const page = readPage(params);
  const search = params.get('search') ?? '';
  const trimmed = search.trim();
  const query = useMemo<ListQuery>(
    () => ({ page, size: PAGE_SIZE, search: trimmed || undefined }),
    [page, trimmed],
  );
  return {
    page,
    search,
    searching: trimmed !== '',
    query,
    // Typing replaces the history entry: Back leaves the list rather than undoing keystrokes.
    setSearch: (value: string) => update({ search: value }, { replace: true }),
    setPage: (next: number) => update({ page: next }),
    update,
  };
}

export type ListParams = ReturnType<typeof useListParams>;

/** A page past the end (a shorter result, the last row deleted) moves to the last page. */
export function useClampPage(list: ListParams, pages: number | undefined) {
  const { page, update } = list;
  useEffect(() => {
    if (pages && page > pages) update({ page: pages }, { replace: true });
  }, [pages, page, update]);
}
