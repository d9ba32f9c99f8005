import type { AdminReviewsQuery } from '@storefront/shared/contract/reviews';
import { useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { readReviewStatus } from './review-status';

/** The queue's status filter and page, read from the URL query. */
export function useReviewParams() {
  const list = useListParams();
  const status = readReviewStatus(list.params.get('status'));
  const query: AdminReviewsQuery = {
    page: list.page,
    size: PAGE_SIZE,
    status: status || undefined,
  };
  return { list, status, query, filtered: Boolean(status) };
}

export type ReviewParams = ReturnType<typeof useReviewParams>;
