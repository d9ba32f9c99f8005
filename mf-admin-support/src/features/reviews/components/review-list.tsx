import { FilteredList } from '@storefront/shared/ui/admin/list/filtered-list';
import { listTexts } from '@storefront/shared/ui/admin/list/texts';
import { useSupportTranslation } from '../../../i18n';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useReviewModeration } from '../hooks/use-review-moderation';
import type { ReviewParams } from '../utils/review-params';
import { reviewStatus } from '../utils/review-status';
import { ReviewRow } from './review-row';
import { ReviewRowActions } from './review-row-actions';

/** The pre-moderation queue (shop-spec 2.3): pending first, each with its two decisions. */
export interface ReviewListProps {
  params: ReviewParams;
  /** The page of a review's order (issue 23). */
  orderPath: (id: number) => string;
}

export function ReviewList({ params, orderPath }: ReviewListProps) {
  const { t } = useSupportTranslation();
  const result = useAdminReviews(params.query);
  const moderation = useReviewModeration();
  return (
    <FilteredList
      query={params.list}
      controls={{
        status: {
          label: t('reviews.status'),
          all: t('reviews.allStatuses'),
          optionLabel: (status) => t(reviewStatus(status).label),
          minWidth: 200,
        },
      }}
      result={result}
      items={result.data?.reviews ?? []}
      texts={listTexts(t, 'reviews')}
      onRetry={() => void result.mutate()}
      row={(review) => (
        <ReviewRow
          key={review.id}
          review={review}
          orderPath={orderPath(review.order_id)}
          actions={
            <ReviewRowActions
              review={review}
              busy={moderation.isBusy(review.id)}
              onDecide={moderation.decide}
            />
          }
        />
      )}
    />
  );
}
