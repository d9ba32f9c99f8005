import { apiRequest } from '@storefront/shared/api-client';
import type { Review, ReviewPayload } from '@storefront/shared/dto/service';

/**
 * POST /reviews/: 201 with the review, pending moderation. Refused with its detail for an order
 * that is not the caller's (404), not completed (400) or already reviewed (409).
 */
export function createReview(payload: ReviewPayload): Promise<Review> {
  return apiRequest<Review>('/reviews/', { method: 'POST', json: payload });
}
