import { refusalDetail } from '@storefront/shared/api-client';
import type { Order } from '@storefront/shared/contract/orders';
import { Typography } from '@storefront/shared/mui/core';
import { FormDialog } from '@storefront/shared/ui/admin/form-dialog';
import { TextArea } from '@storefront/shared/ui/text-area';
import { useCustomerTranslation } from '../../../i18n';
import { useReview } from '../hooks/use-review';
import { REVIEW_FIGURES } from '../utils/validate-review';
import { RatingField } from './rating-field';

export interface ReviewDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
}

/** The rating and the text of a review of one order; the server's refusal shows above them. */
export function ReviewDialog({ order, open, onClose, onSent }: ReviewDialogProps) {
  const { t } = useCustomerTranslation();
  const { form, setField, fieldProps, submitting, failure, dialogProps } = useReview(
    order.id,
    onSent,
  );
  const { errors, values } = form;
  return (
    <FormDialog
      open={open}
      {...dialogProps(onClose)}
      title={t('reviews.title', { number: order.number })}
      refusal={failure && (refusalDetail(failure.error) ?? t('reviews.failed'))}
      submitLabel={t('reviews.submit')}
      maxWidth="sm"
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>{order.product_name}</Typography>
      <RatingField
        value={values.rating}
        onChange={(value) => setField('rating', value)}
        error={errors.rating && t(errors.rating)}
        disabled={submitting}
      />
      <TextArea
        {...fieldProps('text')}
        label={t('reviews.text')}
        helperText={t(errors.text ?? 'reviews.textHint', REVIEW_FIGURES)}
        required
      />
    </FormDialog>
  );
}
