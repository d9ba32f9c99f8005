import { apiRequest } from '@storefront/shared/api-client';
import type { AdminReviewsQuery, ReviewsPage } from '@storefront/shared/contract/reviews';
import useSWR from 'swr';

export const ADMIN_REVIEWS_PATH = '/admin/reviews';

/**
 * GET /admin/reviews?status&page&size: the pre-moderation queue, pending first (oldest first),
 * then the moderated ones, most recently moderated first.
 */
export function getAdminReviews(query: AdminReviewsQuery): Promise<ReviewsPage> {
  return apiRequest<ReviewsPage>(ADMIN_REVIEWS_PATH, { query: { ...query } });
}

export function useAdminReviews(query: AdminReviewsQuery) {
  return useSWR([ADMIN_REVIEWS_PATH, query] as const, ([, q]) => getAdminReviews(q), {
    keepPreviousData: true,
  });
}
