import type { Order } from '@storefront/shared/contract/orders';
import { Button, Stack, Typography } from '@storefront/shared/mui/core';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { useEffect, useRef, useState } from 'react';
import { useCustomerTranslation } from '../../../i18n';
import { reviewStatus } from '../utils/review-status';
import { ReviewDialog } from './review-dialog';

export interface OrderReviewProps {
  order: Order;
  /** A review was sent: the orders list asks again and the row shows its status. */
  onReviewed: () => void;
}

/**
 * Shop-spec 2.3 on an order's row: 'Оставить отзыв' on a completed order not reviewed yet, the
 * review's status once there is one, and the thanks right after sending (focused: the button
 * the dialog would return focus to is gone).
 */
export function OrderReview({ order, onReviewed }: OrderReviewProps) {
  const { t } = useCustomerTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  if (order.status !== 'completed' && !order.review_status) return null;
  const status = order.review_status ? reviewStatus(order.review_status) : null;
  const onSent = () => {
    setOpen(false);
    setSent(true);
    onReviewed();
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
    >
      {sent && (
        <Typography ref={thanks} tabIndex={-1} role="status" color="success.main">
          {t('reviews.thanks')}
        </Typography>
      )}
      {status ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('reviews.label')}
          </Typography>
          <StatusChip {...worded(t, status)} />
        </>
      ) : (
        !sent && (
          <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
            {t('reviews.open')}
          </Button>
        )
      )}
      <ReviewDialog order={order} open={open} onClose={() => setOpen(false)} onSent={onSent} />
    </Stack>
  );
}
