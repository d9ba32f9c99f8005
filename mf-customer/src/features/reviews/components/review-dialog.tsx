import { refusalDetail } from '@storefront/shared/api-client';
import type { Order } from '@storefront/shared/contract/orders';
import { Alert, Stack, Typography } from '@storefront/shared/mui/core';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { TextArea } from '@storefront/shared/ui/text-area';
import { useId } from 'react';
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
  const titleId = useId();
  const { form, setField, submitting, failure, submit, reset } = useReview(order.id, onSent);
  const { errors, values } = form;
  const close = () => {
    if (submitting) return;
    reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form ref={form.formRef} noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('reviews.title', { number: order.number })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{order.product_name}</Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {refusalDetail(failure.error) ?? t('reviews.failed')}
              </Alert>
            )}
            <RatingField
              value={values.rating}
              onChange={(value) => setField('rating', value)}
              error={errors.rating && t(errors.rating)}
              disabled={submitting}
            />
            <TextArea
              name="text"
              label={t('reviews.text')}
              value={values.text}
              onChange={(event) => setField('text', event.target.value)}
              error={Boolean(errors.text)}
              helperText={t(errors.text ?? 'reviews.textHint', REVIEW_FIGURES)}
              disabled={submitting}
              required
            />
          </Stack>
        </DialogContent>
        <FormDialogActions submitLabel={t('reviews.submit')} onCancel={close} busy={submitting} />
      </form>
    </Dialog>
  );
}
