import { FilterBar, type FilterBarProps } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame, type ListFrameProps } from '@storefront/shared/ui/admin/list/list-frame';
import type { FilterSpec, ListQuery } from '@storefront/shared/ui/admin/list/query';

export type FilteredListProps<S extends FilterSpec, T> = Omit<ListFrameProps<T>, 'query'> &
  Omit<FilterBarProps<S>, 'query'> & {
    query: ListQuery<S>;
  };

/**
 * The list kit's usual screen: the search and filters of a list's spec, and under them its
 * frame, both reading and writing the one URL query.
 */
export function FilteredList<S extends FilterSpec, T>({
  search,
  controls,
  resetLabel,
  ...frame
}: FilteredListProps<S, T>) {
  return (
    <>
      <FilterBar query={frame.query} search={search} controls={controls} resetLabel={resetLabel} />
      <ListFrame {...frame} />
    </>
  );
}
