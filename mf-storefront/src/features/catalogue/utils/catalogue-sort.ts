import {
  CATALOGUE_SORTS,
  type CatalogueSort,
  DEFAULT_CATALOGUE_SORT,
} from '@storefront/shared/contract/values';

/** `?sort=` as the URL spells it; anything unknown is the default order (by name). */
export function parseSort(value: string | null): CatalogueSort {
  return CATALOGUE_SORTS.find((sort) => sort === value) ?? DEFAULT_CATALOGUE_SORT;
}
