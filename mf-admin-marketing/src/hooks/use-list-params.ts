import { useEffect } from 'react';
import { readPage, useUrlQuery } from './use-url-query';

/**
 * A list tab's page and search, kept in the URL query beside `tab` (ARCHITECTURE 4), so
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
    search,
    update,
    setPage: (next: number) => update({ page: next }),
    setSearch: (next: string) => update({ search: next }, { replace: true }),
  };
}

/** A page past the end (a shorter result, an edited address) moves to the last page. */
export function useClampPage({ page, update }: ListParams, pages: number | undefined) {
  useEffect(() => {
    if (pages && page > pages) update({ page: pages }, { replace: true });
  }, [page, pages, update]);
}

export type ListParams = ReturnType<typeof useListParams>;
