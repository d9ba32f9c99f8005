import type { AdminReviewsQuery } from '@storefront/shared/contract/reviews';
import { REVIEW_STATUSES } from '@storefront/shared/contract/values';
import { defineFilters, oneOf, useListQuery } from '@storefront/shared/ui/admin/list/query';

/** The queue's status filter in the URL query; the queue has no search. */
export const REVIEW_FILTERS = defineFilters({ status: oneOf(REVIEW_STATUSES) });

/** The queue's state from the URL query, with the API query it makes. */
export function useReviewParams() {
  const list = useListQuery(REVIEW_FILTERS, { search: false });
  const { page, size } = list.pageQuery;
  const query: AdminReviewsQuery = { page, size, status: list.filters.status || undefined };
  return { list, query };
}

export type ReviewParams = ReturnType<typeof useReviewParams>;
