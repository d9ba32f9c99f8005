import { formatKopecks } from '@storefront/shared/format/money';
import { Box, Divider, Typography } from '@storefront/shared/mui/core';
import type { PriceSummary as Summary } from '@storefront/shared/pricing';
import { useStorefrontTranslation } from '../../../i18n';

/**
 * The order's price as `priceOrder` computes it (the server charges the same): subtotal, the
 * automatic discount, the coupon, the total. Announced politely as quantity or coupon change it.
 */
export function PriceSummary({ summary }: { summary: Summary }) {
  const { t } = useStorefrontTranslation();
  return (
    <Box
      component="section"
      aria-label={t('summary.label')}
      aria-live="polite"
      sx={{ display: 'grid', gap: 0.5 }}
    >
      <Typography>{t('summary.subtotal', { amount: formatKopecks(summary.subtotal) })}</Typography>
      {summary.discount && (
        <Typography color="success.main">
          {t('summary.discount', {
            name: summary.discount.name,
            amount: formatKopecks(summary.discount.amount),
          })}
        </Typography>
      )}
      {summary.coupon && (
        <Typography color="success.main">
          {t('summary.coupon', {
            code: summary.coupon.code,
            amount: formatKopecks(summary.coupon.amount),
          })}
        </Typography>
      )}
      <Divider sx={{ my: 0.5 }} />
      <Typography variant="h6" component="p">
        {t('summary.total', { amount: formatKopecks(summary.total) })}
      </Typography>
    </Box>
  );
}
