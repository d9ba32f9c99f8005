import type { ReviewStatus } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';

/** Shop-spec 2.3's labels as message keys (`reviews.status.*`), and a colour each. */
export function reviewStatus(status: ReviewStatus): { label: string; color: ChipProps['color'] } {
  return { label: `reviews.status.${status}`, color: STATUS_COLORS[status] };
}

const STATUS_COLORS: Record<ReviewStatus, ChipProps['color']> = {
  pending: 'warning',
  published: 'success',
  rejected: 'default',
};
