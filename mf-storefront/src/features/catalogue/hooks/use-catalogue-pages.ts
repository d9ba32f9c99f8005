import type { CatalogueSort } from '@storefront/shared/contract/values';
import { useCallback, useState } from 'react';
import { type CatalogueQuery, useProducts } from '../api/get-products';

type Base = Omit<CatalogueQuery, 'page'>;

/** One key per page of one list: the grid's pages report their arrival under it. */
export function pageKey(base: Base, page: number): string {
  return JSON.stringify([base.city_id, base.search ?? '', base.sort, page]);
}

/**
 * The catalogue as pages 1..`wanted` (the URL's `page`: 'Показать ещё' adds one, shop-spec 1.2,
 * issue 21). Page 1 is fetched here; pages 2..count by the grid's `MorePage`s, which share their
 * SWR entries with this hook's read of the last one and report their arrival (`markLoaded`), so
 * `complete` says when every page is on screen (the scroll is restored then).
 */
export function useCataloguePages(
  cityId: number | null,
  search: string,
  sort: CatalogueSort,
  wanted: number,
) {
  const base: Base | null =
    cityId === null ? null : { city_id: cityId, search: search || undefined, sort };
  const first = useProducts(base && { ...base, page: 1 }, true);
  // The previous search's first page is still shown while the new one loads.
  const pending = first.isLoading && first.data !== undefined;
  const pages = first.data && !pending ? Math.max(first.data.pages, 1) : wanted;
  const count = Math.min(wanted, pages);
  // After page 1, as the grid's pages are: a `page` past the end asks for nothing.
  const last = useProducts(
    base && count > 1 && !pending && first.data ? { ...base, page: count } : null,
  );
  const lastData = count > 1 ? last.data : first.data;

  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const markLoaded = useCallback(
    (key: string) => setLoaded((known) => (known.has(key) ? known : new Set(known).add(key))),
    [],
  );
  let complete = base !== null && first.data !== undefined && !pending;
  for (let page = 2; complete && base && page <= count; page += 1) {
    complete = loaded.has(pageKey(base, page));
  }

  return {
    base,
    count,
    /** The last page the answer has (to move a `page` past the end back to it). */
    pages: first.data && !pending ? first.data.pages : undefined,
    first,
    pending,
    complete,
    markLoaded,
    hasMore: !pending && lastData !== undefined && count < lastData.pages,
    loadingMore: count > 1 && last.isLoading,
    moreError: count > 1 ? last.error : undefined,
    retryMore: () => void last.mutate(),
  };
}

export type CataloguePages = ReturnType<typeof useCataloguePages>;
export type { CatalogueQuery };
