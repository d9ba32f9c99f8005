import type { ReviewStatus } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';
import type { ReviewDecision } from '../api/moderate-review';

/** Shop-spec 2.3's labels, as message keys (`reviews.statuses.*`). */
export function reviewStatusKey(status: ReviewStatus): string {
  return `reviews.statuses.${status}`;
}

const COLORS: Record<ReviewStatus, ChipProps['color']> = {
  pending: 'warning',
  published: 'success',
  rejected: 'error',
};

export function reviewStatusColor(status: ReviewStatus): ChipProps['color'] {
  return COLORS[status];
}

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
