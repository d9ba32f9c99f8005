import { apiRequest } from '@storefront/shared/api-client';
import type { Review, ReviewBody } from '@storefront/shared/contract/reviews';

/**
 * POST /reviews/: 201 with the review, pending moderation. Refused with its detail for an order
 * that is not the caller's (404), not completed (400) or already reviewed (409).
 */
export function createReview(payload: ReviewBody): Promise<Review> {
  return apiRequest<Review>('/reviews/', { method: 'POST', json: payload });
}
