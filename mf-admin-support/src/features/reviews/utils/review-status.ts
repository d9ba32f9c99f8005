import type { ReviewStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';
import type { ReviewDecision } from '../api/moderate-review';

/** Shop-spec 2.3's labels, as message keys (`reviews.statuses.*`). */
export const reviewStatus = chipLooks((status: ReviewStatus) => `reviews.statuses.${status}`, {
  pending: 'warning',
  published: 'success',
  rejected: 'error',
});

/**
 * Either decision may be taken in any state (a rejected review can still be published): a
 * review offers the ones that would change it.
 */
export function decisionsFor(status: ReviewStatus): ReviewDecision[] {
  const all: ReviewDecision[] = ['publish', 'reject'];
  return all.filter((decision) =>
    decision === 'publish' ? status !== 'published' : status !== 'rejected',
  );
}
