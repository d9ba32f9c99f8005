import type { DiscountsQuery } from '@storefront/shared/contract/discounts';
import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';

/** The active filter as the URL holds it (`?status=`); '' is every discount. */
export type DiscountStatusFilter = '' | 'active' | 'inactive';

export const DISCOUNT_STATUS_FILTERS = ['active', 'inactive'] as const;

function readStatus(value: string | null): DiscountStatusFilter {
  return value === 'active' || value === 'inactive' ? value : '';
}

/** The list's page, search and active filter, read from the URL query. */
export function useDiscountParams() {
  const list = useListParams();
  const status = readStatus(list.params.get('status'));
  const search = list.searchQuery;
  const query: DiscountsQuery = {
    page: list.page,
    size: PAGE_SIZE,
    search: search || undefined,
    is_active: status ? status === 'active' : undefined,
  };
  return { list, status, query, filtered: Boolean(search || status) };
}

export type DiscountParams = ReturnType<typeof useDiscountParams>;
