import type { ReviewStatus } from '@storefront/shared/contract/values';

/**
 * Shop-spec 2.3's labels of a review's status, as message keys (`orderPage.reviewStatuses.*`):
 * the support remote owns the queue's, and remotes share no messages, so the words are copied.
 */
export function reviewStatusLabel(status: ReviewStatus): string {
  return `orderPage.reviewStatuses.${status}`;
}
