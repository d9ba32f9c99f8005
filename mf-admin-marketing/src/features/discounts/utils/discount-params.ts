import type { DiscountsQuery } from '@storefront/shared/contract/discounts';
import { defineFilters, oneOf, useListQuery } from '@storefront/shared/ui/admin/list/query';

export const DISCOUNT_STATUS_FILTERS = ['active', 'inactive'] as const;

/** The active filter as the URL holds it (`?status=`); '' is every discount. */
export const DISCOUNT_FILTERS = defineFilters({ status: oneOf(DISCOUNT_STATUS_FILTERS) });

/** The list's page, search and active filter from the URL query, with the API query. */
export function useDiscountParams() {
  const list = useListQuery(DISCOUNT_FILTERS);
  const { status } = list.filters;
  const query: DiscountsQuery = {
    ...list.pageQuery,
    is_active: status ? status === 'active' : undefined,
  };
  return { list, query };
}

export type DiscountParams = ReturnType<typeof useDiscountParams>;
