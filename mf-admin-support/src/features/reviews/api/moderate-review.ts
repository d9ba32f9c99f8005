import { apiRequest } from '@storefront/shared/api-client';
import type { Review } from '@storefront/shared/contract/reviews';

/** The two decisions of pre-moderation, named as their calls are. */
export type ReviewDecision = 'publish' | 'reject';

/** POST /admin/reviews/{id}/publish | /reject: the review after it, in any earlier state. */
export function moderateReview(id: number, decision: ReviewDecision): Promise<Review> {
  return apiRequest<Review>(`/admin/reviews/${id}/${decision}`, { method: 'POST' });
}
