import type { AdminReviewsQuery, ReviewsPage } from '@storefront/shared/contract/reviews';
import { listCall } from '@storefront/shared/data/list-call';

/**
 * GET /admin/reviews?status&page&size: the pre-moderation queue, pending first (oldest first),
 * then the moderated ones, most recently moderated first.
 */
const adminReviews = listCall<AdminReviewsQuery, ReviewsPage>('/admin/reviews');

export const ADMIN_REVIEWS_PATH = adminReviews.path;
export const getAdminReviews = adminReviews.get;
export const useAdminReviews = adminReviews.use;
