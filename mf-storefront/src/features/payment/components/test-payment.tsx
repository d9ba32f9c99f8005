import type { Payment } from '@storefront/shared/contract/finance';
import { Alert, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { TestModeNotice } from '@storefront/shared/ui/test-mode-notice';
import type { ReactNode } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { useSettlePayment } from '../hooks/use-settle-payment';

export interface TestPaymentProps {
  payment: Payment;
  /** The link back to 'Мои Финансы'. */
  back: ReactNode;
}

/**
 * shop-spec 1.3: the embedded test provider's page, standing where a gateway's page would:
 * 'Оплатить' and 'Отменить', then back to the finance page. It says no money moves (issue 20).
 */
export function TestPayment({ payment, back }: TestPaymentProps) {
  const { t } = useStorefrontTranslation();
  const { busy, error, settle } = useSettlePayment(payment.id);
  if (payment.status !== 'pending') {
    return (
      <>
        <Typography>
          {t('payment.status', { status: t(`payment.statuses.${payment.status}`) })}
        </Typography>
        {back}
      </>
    );
  }
  return (
    <>
      <TestModeNotice />
      <Typography color="text.secondary">{t('payment.hint')}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" disabled={busy !== null} onClick={() => void settle('confirm')}>
          {busy === 'confirm' ? t('payment.paying') : t('payment.pay')}
        </Button>
        <Button variant="outlined" disabled={busy !== null} onClick={() => void settle('cancel')}>
          {t('payment.cancel')}
        </Button>
      </Stack>
    </>
  );
}
