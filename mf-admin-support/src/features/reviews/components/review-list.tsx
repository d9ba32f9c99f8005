import { REVIEW_STATUSES } from '@storefront/shared/contract/values';
import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useSupportTranslation } from '../../../i18n';
import { useAdminReviews } from '../api/get-admin-reviews';
import { useReviewModeration } from '../hooks/use-review-moderation';
import type { ReviewParams } from '../utils/review-params';
import { reviewStatusKey } from '../utils/review-status';
import { ReviewRow } from './review-row';
import { ReviewRowActions } from './review-row-actions';

/** The pre-moderation queue (shop-spec 2.3): pending first, each with its two decisions. */
export function ReviewList({ params }: { params: ReviewParams }) {
  const { t } = useSupportTranslation();
  const { list, status } = params;
  const { data, error, isLoading, mutate } = useAdminReviews(params.query);
  useClampPage(list, data?.pages);
  const moderation = useReviewModeration();
  const reviews = data?.reviews ?? [];
  const options = [
    { value: '', label: t('reviews.allStatuses') },
    ...REVIEW_STATUSES.map((value) => ({ value, label: t(reviewStatusKey(value)) })),
  ];
  return (
    <>
      <ListToolbar>
        <SelectField
          label={t('reviews.status')}
          name="status"
          value={status}
          options={options}
          onChange={(next) => list.update({ status: next })}
          minWidth={200}
        />
      </ListToolbar>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        onRetry={() => void mutate()}
        empty={reviews.length === 0}
        searching={params.filtered}
        notFoundText={t('reviews.notFound')}
        noneText={t('reviews.none')}
      />
      {reviews.length > 0 && (
        <Rows label={t('reviews.rows')} pending={isPending({ isLoading, data })}>
          {reviews.map((review) => (
            <ReviewRow
              key={review.id}
              review={review}
              actions={
                <ReviewRowActions
                  review={review}
                  busy={moderation.isBusy(review.id)}
                  onDecide={moderation.decide}
                />
              }
            />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
