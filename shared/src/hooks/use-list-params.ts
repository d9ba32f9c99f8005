import { readPage, useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { searchText } from '@storefront/shared/search-text';
import { useEffect } from 'react';

/**
 * A list's page and search, kept in the URL query beside any other filter (ARCHITECTURE 4), so
 * reload and Back show the same list. Typing replaces the history entry: Back leaves the list
 * rather than undoing keystrokes.
 */
export function useListParams() {
  const { params, update } = useUrlQuery();
  const page = readPage(params);
  const search = params.get('search') ?? '';
  return {
    params,
    page,
    /** As typed (the search box shows it). */
    search,
    /** What the list call sends: `searchText` of it ('' for none). */
    searchQuery: searchText(search),
    update,
    setPage: (next: number) => update({ page: next }),
    setSearch: (next: string) => update({ search: next }, { replace: true }),
  };
}

export type ListParams = ReturnType<typeof useListParams>;

/** A page past the end (a shorter result, the last row deleted) moves to the last page. */
export function useClampPage(
  { page, update }: Pick<ListParams, 'page' | 'update'>,
  pages: number | undefined,
) {
  useEffect(() => {
    if (pages && page > pages) update({ page: pages }, { replace: true });
  }, [page, pages, update]);
}
