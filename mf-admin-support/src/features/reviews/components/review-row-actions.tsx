import type { Review } from '@storefront/shared/contract/reviews';
import { RowActions } from '@storefront/shared/ui/admin/row-actions';
import { useSupportTranslation } from '../../../i18n';
import type { ReviewDecision } from '../api/moderate-review';
import { decisionsFor } from '../utils/review-status';

export interface ReviewRowActionsProps {
  review: Review;
  busy: boolean;
  onDecide: (review: Review, decision: ReviewDecision) => void;
}

/** 'Опубликовать' and 'Отклонить', as the status allows; a menu on a phone. */
export function ReviewRowActions({ review, busy, onDecide }: ReviewRowActionsProps) {
  const { t } = useSupportTranslation();
  return (
    <RowActions
      menuLabel={t('reviews.menu', { login: review.username, product: review.product_name })}
      busy={busy}
      actions={decisionsFor(review.status).map((decision) => ({
        label: t(`reviews.actions.${decision}`),
        onClick: () => onDecide(review, decision),
        variant: decision === 'publish' ? 'outlined' : 'text',
        color: decision === 'publish' ? 'primary' : 'error',
      }))}
    />
  );
}
