import { FilterBar, type FilterControls } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame, type ListResult } from '@storefront/shared/ui/admin/list/list-frame';
import type { FilterSpec, ListQuery } from '@storefront/shared/ui/admin/list/query';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../i18n';

/**
 * The tab lists of this remote: each a message group under `lists.` (rows, none, notFound,
 * searchLabel, searchPlaceholder, latest) named like the items of its API answer.
 */
export type ListGroup = 'coupons' | 'codes' | 'usages' | 'referrals' | 'programs';

/** A list call's answer holding its items under the group's name. */
export type GroupResult<G extends ListGroup, T> = ListResult & {
  data?: { [K in G]: T[] } & { pages: number };
};

export interface PagedListProps<G extends ListGroup, T, S extends FilterSpec> {
  group: G;
  list: ListQuery<S>;
  result: GroupResult<G, T>;
  row: (item: T) => ReactNode;
  /** The filters beside the search, one per filter of the list's spec. */
  controls?: FilterControls<S>;
  /** False: a list without a search box (nor `notFound`). */
  search?: boolean;
}

/** A tab's list (spec 2.11, 2.12): search and filters, then the kit's states, rows and pager. */
export function PagedList<G extends ListGroup, T, S extends FilterSpec>({
  group,
  list,
  result,
  row,
  controls,
  search = true,
}: PagedListProps<G, T, S>) {
  const { t } = useMarketingTranslation();
  const text = (key: string) => t(`lists.${group}.${key}`);
  return (
    <>
      {search && (
        <FilterBar
          query={list}
          search={{ label: text('searchLabel'), placeholder: text('searchPlaceholder') }}
          controls={controls ?? ({} as FilterControls<S>)}
        />
      )}
      <ListFrame
        query={list}
        result={result}
        items={result.data?.[group] ?? []}
        texts={{
          rows: text('rows'),
          none: text('none'),
          notFound: search ? text('notFound') : undefined,
          error: t('common.loadError'),
        }}
        row={row}
      />
    </>
  );
}
