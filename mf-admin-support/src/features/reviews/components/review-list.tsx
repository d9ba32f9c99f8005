import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
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
    <>
      <FilterBar
        query={params.list}
        controls={{
          status: {
            label: t('reviews.status'),
            all: t('reviews.allStatuses'),
            optionLabel: (status) => t(reviewStatus(status).label),
            minWidth: 200,
          },
        }}
      />
      <ListFrame
        query={params.list}
        result={result}
        items={result.data?.reviews ?? []}
        texts={{
          rows: t('reviews.rows'),
          none: t('reviews.none'),
          notFound: t('reviews.notFound'),
          error: t('common.loadError'),
        }}
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
    </>
  );
}
