import { isApiError } from '@storefront/shared/api-client';
import { formatAmount } from '@storefront/shared/format/money';
import { Link, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { SITE_PATHS } from '../../../app/paths';
import { useStorefrontTranslation } from '../../../i18n';
import { usePayment } from '../api/get-payment';
import { GatewayPayment } from './gateway-payment';
import { TestPayment } from './test-payment';

/**
 * /pay/{id} (shop-spec 1.3, issue 20): the embedded test provider's page, and the page the real
 * gateway (ЮKassa) sends the customer back to, which follows the payment until it settles.
 */
export function PaymentPage({ paymentId }: { paymentId: string }) {
  const { t } = useStorefrontTranslation();
  const { data, error, isLoading, mutate } = usePayment(paymentId);
  const back = (
    <Link component={RouterLink} to={SITE_PATHS.finance}>
      {t('payment.back')}
    </Link>
  );
  const missing = isApiError(error) && (error.status === 404 || error.status === 403);
  const test = data?.provider === 'test';
  // The test provider's page says what it is; a gateway's payment is the balance's top-up.
  let title = t('payment.heading');
  if (data) title = test ? t('payment.title') : t('payment.gatewayTitle');
  return (
    <Paper component="section" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {title}
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
            {test ? (
              <TestPayment payment={data} back={back} />
            ) : (
              <GatewayPayment payment={data} back={back} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
