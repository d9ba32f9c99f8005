import type { ReviewStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';

/** Shop-spec 2.3's labels as message keys (`reviews.status.*`), and a colour each. */
export const reviewStatus = chipLooks((status: ReviewStatus) => `reviews.status.${status}`, {
  pending: 'warning',
  published: 'success',
  rejected: 'default',
});
