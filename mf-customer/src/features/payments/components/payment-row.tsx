import type { Payment } from '@storefront/shared/contract/finance';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Button, Stack, Typography } from '@storefront/shared/mui/core';
import { RowDetails } from '@storefront/shared/ui/admin/row-layout';
import { useId } from 'react';
import { CardRow } from '../../../components/card-row';
import { useCustomerTranslation } from '../../../i18n';
import { PaymentStatusChip } from './payment-status-chip';

export interface PaymentRowProps {
  payment: Payment;
  onResume: (payment: Payment) => void;
  onCancel: (payment: Payment) => void;
}

/**
 * One top-up: amount, status, when it was created (and credited); a pending one offers
 * 'Продолжить оплату' and 'Отменить', each described by the row's amount and date, so a screen
 * reader tells one row's buttons from the next.
 */
export function PaymentRow({ payment, onResume, onCancel }: PaymentRowProps) {
  const { t } = useCustomerTranslation();
  const id = useId();
  // Both buttons are described by the row's amount and facts.
  const button = { size: 'small', 'aria-describedby': `${id}-amount ${id}-facts` } as const;
  const facts = [formatDateTime(payment.created_at)];
  if (payment.paid_at) facts.push(t('payments.paidAt', { date: formatDateTime(payment.paid_at) }));
  // The gateway did not answer its creation yet: nothing to resume until the next check asks.
  const resumable = payment.confirmation_url.trim() !== '';
  if (payment.status === 'pending' && !resumable) facts.push(t('payments.noPageYet'));
  return (
    <CardRow
      title={
        <>
          <Typography id={`${id}-amount`} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatAmount(payment.amount)}
          </Typography>
          <PaymentStatusChip status={payment.status} />
        </>
      }
      details={
        <div id={`${id}-facts`}>
          <RowDetails facts={facts} />
        </div>
      }
      aside={
        payment.status === 'pending' && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {resumable && (
              <Button variant="contained" {...button} onClick={() => onResume(payment)}>
                {t('payments.resume')}
              </Button>
            )}
            <Button
              variant="outlined"
              color="inherit"
              {...button}
              onClick={() => onCancel(payment)}
            >
              {t('payments.cancel')}
            </Button>
          </Stack>
        )
      }
    />
  );
}
