import type { AdminPayment } from '@storefront/shared/contract/finance';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Box, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { type SalesT, useSalesTranslation } from '../../../i18n';
import { providerLabel } from '../utils/payment-provider';
import { paymentStatus } from '../utils/payment-status';
import { PaymentId } from './payment-id';

function facts(t: SalesT, payment: AdminPayment): string[] {
  const list = [
    formatDateTime(payment.created_at),
    t('payments.provider', { name: providerLabel(t, payment.provider) }),
  ];
  if (payment.paid_at) list.push(t('payments.paidAt', { date: formatDateTime(payment.paid_at) }));
  return list;
}

/**
 * One top-up: the amount, whose, its status; then when, through which gateway, and both ids,
 * the gateway's first (what a customer's bank statement or the gateway's cabinet shows).
 */
export function PaymentRow({ payment }: { payment: AdminPayment }) {
  const { t } = useSalesTranslation();
  return (
    <RowLayout
      title={
        <>
          <Typography data-testid="payment-amount" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatAmount(payment.amount)}
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{payment.username}</Typography>
          <StatusChip {...worded(t, paymentStatus(payment.status))} />
        </>
      }
      details={
        <>
          <RowDetails facts={facts(t, payment)} />
          <Box component="dl" sx={{ m: 0, mt: 0.5, typography: 'body2' }}>
            <PaymentId label={t('payments.gatewayId')} value={payment.provider_payment_id} />
            <PaymentId label={t('payments.ourId')} value={payment.id} />
          </Box>
        </>
      }
    />
  );
}
