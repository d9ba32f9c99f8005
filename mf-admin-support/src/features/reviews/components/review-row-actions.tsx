import type { Review } from '@storefront/shared/contract/reviews';
import { Button, Stack, useMediaQuery, useTheme } from '@storefront/shared/mui/core';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
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
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const decisions = decisionsFor(review.status);
  const label = (decision: ReviewDecision) => t(`reviews.actions.${decision}`);
  if (narrow) {
    return (
      <ActionsMenu
        label={t('reviews.menu', { login: review.username, product: review.product_name })}
        actions={decisions.map((decision) => ({
          label: label(decision),
          onClick: () => onDecide(review, decision),
        }))}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'end' }}>
      {decisions.map((decision) => (
        <Button
          key={decision}
          size="small"
          variant={decision === 'publish' ? 'outlined' : 'text'}
          color={decision === 'publish' ? 'primary' : 'error'}
          disabled={busy}
          onClick={() => onDecide(review, decision)}
        >
          {label(decision)}
        </Button>
      ))}
    </Stack>
  );
}
