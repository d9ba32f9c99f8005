import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import type { ReactNode } from 'react';

/** What a list's SWR hook answers, as far as the frame reads it. */
export interface ListResult {
  data?: { pages: number };
  error: unknown;
  isLoading: boolean;
}

export interface ListFrameTexts {
  /** The rows' accessible name (and the e2e tests' handle). */
  rows: string;
  /** The list is empty and nothing is searched or filtered. */
  none: string;
  /** Nothing matches the search or filters; `none` without it. */
  notFound?: string;
  /** The first page failed to load. */
  error: string;
  /** The pager's accessible name where a page holds two pagers; 'Страницы' unless given. */
  pages?: string;
}

export interface ListFrameProps<T> {
  /** The page and whether anything is searched or filtered (`useListQuery`'s answer). */
  query: {
    page: number;
    pageKey?: string;
    setPage: (page: number) => void;
    update: ClampUpdate;
    filtered: boolean;
  };
  result: ListResult;
  items: readonly T[];
  row: (item: T) => ReactNode;
  texts: ListFrameTexts;
  /** With it, a failed load offers 'Повторить'. */
  onRetry?: () => void;
  /** Whether the empty list says `notFound`; `query.filtered` unless given (a search alone). */
  searching?: boolean;
  /** A line above the pager's buttons. */
  pagerSummary?: string;
  /**
   * When the pager shows: 'always' (once loaded), 'several' (more than one page), or
   * 'several-or-later' (also on a later page than the first, a way back from an empty one).
   */
  pager?: 'always' | 'several' | 'several-or-later';
  /** A layout of the rows other than the one-per-line list (the products' grid). */
  layout?: (rows: ReactNode, pending: boolean) => ReactNode;
}

type ClampUpdate = Parameters<typeof useClampPage>[0]['update'];

function showPager(pager: ListFrameProps<unknown>['pager'], page: number, pages: number) {
  if (pager === 'always') return true;
  return pages > 1 || (pager === 'several-or-later' && page > 1);
}

/**
 * A back-office list under its filters: the loading, error and empty states, the rows (kept,
 * dimmed, while the next page or search loads), the pager, and a page past the end moved to the
 * last one.
 */
export function ListFrame<T>({
  query,
  result,
  items,
  row,
  texts,
  onRetry,
  searching = query.filtered,
  pager = 'always',
  pagerSummary,
  layout,
}: ListFrameProps<T>) {
  const { data, error, isLoading } = result;
  useClampPage(query, data?.pages);
  const pending = isPending({ isLoading, data });
  const rows = items.map(row);
  return (
    <>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={texts.error}
        onRetry={onRetry}
        empty={items.length === 0}
        searching={searching}
        notFoundText={texts.notFound}
        noneText={texts.none}
      />
      {items.length > 0 &&
        (layout ? (
          layout(rows, pending)
        ) : (
          <Rows label={texts.rows} pending={pending}>
            {rows}
          </Rows>
        ))}
      {data && showPager(pager, query.page, data.pages) && (
        <Pager
          page={query.page}
          pages={data.pages}
          onPage={query.setPage}
          summary={pagerSummary}
          label={texts.pages}
        />
      )}
    </>
  );
}
