import { useState } from 'react';
import { type CatalogueQuery, useProducts } from '../api/get-products';

/**
 * The catalogue as pages appended by 'Показать ещё' (shop-spec 1.2). Page 1 is fetched here;
 * pages 2..count by the grid's `MorePage`s, which share their SWR entries with this hook's read
 * of the last one. A new city or search starts again from one page.
 */
export function useCataloguePages(cityId: number | null, search: string) {
  const base = cityId === null ? null : { city_id: cityId, search: search || undefined };
  const key = JSON.stringify(base);
  const [more, setMore] = useState({ key, count: 1 });
  const count = more.key === key ? more.count : 1;
  const first = useProducts(base && { ...base, page: 1 }, true);
  const last = useProducts(base && count > 1 ? { ...base, page: count } : null);
  const lastData = count > 1 ? last.data : first.data;
  // The first page of a previous search is still shown while the new one loads.
  const pending = first.isLoading && first.data !== undefined;
  return {
    base,
    count,
    first,
    pending,
    hasMore: !pending && lastData !== undefined && count < lastData.pages,
    loadingMore: count > 1 && last.isLoading,
    moreError: count > 1 ? last.error : undefined,
    retryMore: () => void last.mutate(),
    showMore: () => setMore({ key, count: count + 1 }),
  };
}

export type CataloguePages = ReturnType<typeof useCataloguePages>;
export type { CatalogueQuery };
