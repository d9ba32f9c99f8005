import { readPage, useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { searchText } from '@storefront/shared/search-text';
import { useEffect } from 'react';

/**
 * A list's page and search, kept in the URL query beside any other filter (ARCHITECTURE 4), so
 * reload and Back show the same list. Typing replaces the history entry: Back leaves the list
 * rather than undoing keystrokes.
 */
export function useListParams(pageKey = 'page') {
  const { params, update } = useUrlQuery(pageKey);
  const page = readPage(params, pageKey);
  const search = params.get('search') ?? '';
  return {
    params,
    /** The query key of the page: `page` unless the address holds another paged list. */
    pageKey,
    page,
    /** As typed (the search box shows it). */
    search,
    /** What the list call sends: `searchText` of it ('' for none). */
    searchQuery: searchText(search),
    update,
    setPage: (next: number) => update({ [pageKey]: next }),
    setSearch: (next: string) => update({ search: next }, { replace: true }),
  };
}

export type ListParams = ReturnType<typeof useListParams>;

/** A page past the end (a shorter result, the last row deleted) moves to the last page. */
export function useClampPage(
  { page, update, pageKey = 'page' }: Pick<ListParams, 'page' | 'update'> & { pageKey?: string },
  pages: number | undefined,
) {
  useEffect(() => {
    if (pages && page > pages) update({ [pageKey]: pages }, { replace: true });
  }, [page, pages, update, pageKey]);
}
