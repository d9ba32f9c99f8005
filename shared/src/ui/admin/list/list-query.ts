import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';

/** One of a fixed set of values (a status, a type); '' when the query holds anything else. */
export interface OneOfFilter<V extends string = string> {
  kind: 'oneOf';
  values: readonly V[];
  read: (raw: string | null) => V | '';
}

/** A positive whole id (a city); null when the query holds anything else. */
export interface IdFilter {
  kind: 'id';
  read: (raw: string | null) => number | null;
}

/** A `YYYY-MM-DD` day; '' for anything else (the API refuses the rest). */
export interface DayFilter {
  kind: 'day';
  read: (raw: string | null) => string;
  /** The end of a range names its start: it may not precede that day. */
  after?: string;
}

export type Filter = OneOfFilter | IdFilter | DayFilter;
export type FilterSpec = Record<string, Filter>;
export type FilterValues<S extends FilterSpec> = { [K in keyof S]: ReturnType<S[K]['read']> };
/** The filters as a list call sends them: an unset one ('' or null) is left out. */
export type SentFilters<S extends FilterSpec> = {
  [K in keyof S]?: Exclude<FilterValues<S>[K], '' | null>;
};

export function oneOf<const V extends string>(values: readonly V[]): OneOfFilter<V> {
  const known: readonly string[] = values;
  return {
    kind: 'oneOf',
    values,
    read: (raw) => (raw !== null && known.includes(raw) ? (raw as V) : ''),
  };
}

export function idFilter(): IdFilter {
  return {
    kind: 'id',
    read: (raw) => {
      const id = Number(raw);
      return raw && Number.isInteger(id) && id > 0 ? id : null;
    },
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day; `after` makes it the end of a range starting at that filter. */
export function dayFilter(options: { after?: string } = {}): DayFilter {
  return { kind: 'day', read: (raw) => (raw && DAY.test(raw) ? raw : ''), ...options };
}

/**
 * A list's filters by their URL query names, in the order its filter bar shows them. Define it
 * once beside the list (module scope): the query hook reads it, the bar draws it.
 */
export function defineFilters<const S extends FilterSpec>(spec: S): S {
  return spec;
}

/** A list with a search (or not even that) and no filter. */
export const NO_FILTERS = defineFilters({});

export interface ListQueryOptions {
  /** False for a list without a search box: a `search` in the address is then ignored. */
  search?: boolean;
  /** The page's query key where the address holds another paged list too; `page` unless given. */
  pageKey?: string;
  /** Rows a page; the back-office's 20 unless given. */
  pageSize?: number;
}

/**
 * A list's state in the URL query (ARCHITECTURE 4): page, search and the spec's filters, read
 * and typed. `filtered` picks the 'nothing found' text over the 'nothing yet' one;
 * `pageQuery` is what every list call starts from (page size 20 unless given, the search when
 * given).
 */
export function useListQuery<S extends FilterSpec>(spec: S, options: ListQueryOptions = {}) {
  const list = useListParams(options.pageKey);
  const searchQuery = options.search === false ? '' : list.searchQuery;
  const names = Object.keys(spec) as (keyof S & string)[];
  const filters = {} as FilterValues<S>;
  for (const name of names) {
    filters[name] = (spec[name] as Filter).read(
      list.params.get(name),
    ) as FilterValues<S>[typeof name];
  }
  const set = (name: keyof S) => filters[name] !== '' && filters[name] !== null;
  const anyFilter = names.some(set);
  // A range's end before its start selects nothing: the bar says so, and the call leaves it out.
  const day = (name: string) => String(filters[name] ?? '');
  const reversed = names.filter((name) => {
    const start = (spec[name] as Filter as DayFilter).after;
    return start !== undefined && day(name) !== '' && day(start) !== '' && day(name) < day(start);
  });
  const sent = Object.fromEntries(
    names
      .filter((name) => set(name) && !reversed.includes(name))
      .map((name) => [name, filters[name]]),
  ) as SentFilters<S>;
  return {
    ...list,
    searchQuery,
    spec,
    filters,
    /** The filters that are set, under their query names, for the list call. */
    sent,
    /** Range ends set before their start: shown as wrong, left out of `sent`. */
    reversed,
    /** A filter (not the search) is set: the filter bar's reset shows. */
    anyFilter,
    /** A search or a filter is set. */
    filtered: searchQuery !== '' || anyFilter,
    setFilter: (name: keyof S & string, value: string) => list.update({ [name]: value }),
    resetFilters: () => list.update(Object.fromEntries(names.map((name) => [name, null]))),
    pageQuery: {
      page: list.page,
      size: options.pageSize ?? PAGE_SIZE,
      search: searchQuery || undefined,
    },
  };
}

/** A list query; without a spec, a list with a search alone. */
export type ListQuery<S extends FilterSpec = typeof NO_FILTERS> = ReturnType<
  typeof useListQuery<S>
>;
