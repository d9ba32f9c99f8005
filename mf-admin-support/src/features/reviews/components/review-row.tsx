import type { Review } from '@storefront/shared/contract/reviews';
import { formatDateTime } from '@storefront/shared/format/date';
import { Link, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import type { ReactNode } from 'react';
import { type SupportT, useSupportTranslation } from '../../../i18n';
import { reviewStatus } from '../utils/review-status';
import { RatingStars } from './rating-stars';

function facts(t: SupportT, review: Review): string[] {
  const list = [t('reviews.author', { login: review.username }), formatDateTime(review.created_at)];
  if (review.moderated_by && review.status !== 'pending') {
    const date = formatDateTime(review.moderated_at);
    list.push(t('reviews.moderatedBy', { login: review.moderated_by, date }));
  }
  return list;
}

export interface ReviewRowProps {
  review: Review;
  /** The page of the order reviewed. */
  orderPath: string;
  actions?: ReactNode;
}

/**
 * One review: the product, its rating and status, whose and when, then the text exactly as
 * written (React text, never HTML; line breaks kept).
 */
export function ReviewRow({ review, orderPath, actions }: ReviewRowProps) {
  const { t } = useSupportTranslation();
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {review.product_name}
          </Typography>
          <RatingStars rating={review.rating} />
          <StatusChip {...worded(t, reviewStatus(review.status))} />
        </>
      }
      details={
        <>
          <RowDetails facts={facts(t, review)} />
          <Link component={RouterLink} to={orderPath} variant="body2">
            {t('reviews.order', { number: review.order_number })}
          </Link>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.text}
          </Typography>
        </>
      }
      actions={actions}
    />
  );
}
