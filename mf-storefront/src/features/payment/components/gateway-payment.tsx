import type { Payment } from '@storefront/shared/contract/finance';
import { formatAmount } from '@storefront/shared/format/money';
import { Alert, Box, CircularProgress, Link, Typography } from '@storefront/shared/mui/core';
import { refreshBalance } from '@storefront/shared/shop/balance';
import { type ReactNode, useEffect } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { gatewayHref } from '../utils/gateway-href';

export interface GatewayPaymentProps {
  payment: Payment;
  /** The link back to 'Мои Финансы'. */
  back: ReactNode;
}

/**
 * A real gateway's payment (issue 20), where the gateway returns the customer: waiting for its
 * confirmation (the page asks again every few seconds, see usePayment) with the way to the
 * gateway's page, then how it ended. The status sits in a live region, so a screen reader
 * hears the change the polling brings.
 */
export function GatewayPayment({ payment, back }: GatewayPaymentProps) {
  const { t } = useStorefrontTranslation();
  const { status } = payment;
  useEffect(() => {
    // The shell's balance chip was read before the money arrived.
    if (status === 'succeeded') void refreshBalance();
  }, [status]);
  const payHref = gatewayHref(payment.confirmation_url);
  return (
    <>
      <Box role="status">
        {status === 'pending' && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('payment.awaiting')}</Typography>
          </Box>
        )}
        {status === 'succeeded' && (
          <Alert severity="success">
            {t('payment.credited', { amount: formatAmount(payment.amount) })}
          </Alert>
        )}
        {status === 'canceled' && <Alert severity="info">{t('payment.canceled')}</Alert>}
      </Box>
      {status === 'pending' && (
        <>
          <Typography color="text.secondary">{t('payment.awaitingHint')}</Typography>
          {payHref && (
            <Link href={payHref} sx={{ fontWeight: 600 }}>
              {t('payment.toGateway')}
            </Link>
          )}
        </>
      )}
      {back}
    </>
  );
}
