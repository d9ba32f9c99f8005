import { isApiError } from '@storefront/shared/api-client';
import { formatAmount } from '@storefront/shared/format/money';
import { Alert, Button, Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_PATHS } from '../../../app/paths';
import { useStorefrontTranslation } from '../../../i18n';
import { usePayment } from '../api/get-payment';
import { useSettlePayment } from '../hooks/use-settle-payment';

/**
 * shop-spec 1.3: the embedded test provider's page. It stands where a real gateway's page
 * would: the amount, 'Оплатить' and 'Отменить', then back to the shop's finance page.
 */
export function PaymentPage({ paymentId }: { paymentId: string }) {
  const { t } = useStorefrontTranslation();
  const { data, error, isLoading, mutate } = usePayment(paymentId);
  const { busy, error: settleError, settle } = useSettlePayment(paymentId);
  const back = (
    <Link component={RouterLink} to={SITE_PATHS.finance}>
      {t('payment.back')}
    </Link>
  );
  const missing = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('payment.title')}
        </Typography>
        {missing ? (
          <>
            <Typography>{t('payment.notFound')}</Typography>
            {back}
          </>
        ) : !data ? (
          <ListState
            loading={isLoading}
            error={error}
            onRetry={() => void mutate()}
            errorText={t('payment.loadError')}
            empty={false}
            noneText=""
          />
        ) : (
          <>
            <Typography variant="h4" component="p">
              {formatAmount(data.amount)}
            </Typography>
            {data.status === 'pending' ? (
              <>
                <Typography color="text.secondary">{t('payment.hint')}</Typography>
                {settleError && <Alert severity="error">{settleError}</Alert>}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                  <Button
                    variant="contained"
                    disabled={busy !== null}
                    onClick={() => void settle('confirm')}
                  >
                    {busy === 'confirm' ? t('payment.paying') : t('payment.pay')}
                  </Button>
                  <Button
                    variant="outlined"
                    disabled={busy !== null}
                    onClick={() => void settle('cancel')}
                  >
                    {t('payment.cancel')}
                  </Button>
                </Stack>
              </>
            ) : (
              <>
                <Typography>
                  {t('payment.status', { status: t(`payment.statuses.${data.status}`) })}
                </Typography>
                {back}
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
