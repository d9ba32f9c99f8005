import type { PublicCoupon } from '@storefront/shared/contract/shop';
import { formatPercent, formatRoubles } from '@storefront/shared/format/number';
import { Box, Button, Typography } from '@storefront/shared/mui/core';
import { useId } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { usePublicCoupons } from '../api/get-public-coupons';

/** 'Доступные промокоды': the public coupons; pressing a code puts it in the field. */
export function AvailableCoupons({ onPick }: { onPick: (code: string) => void }) {
  const { t } = useStorefrontTranslation();
  const { data } = usePublicCoupons();
  const headingId = useId();
  if (!data || data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('coupon.available')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {data.map((coupon) => (
          <Box component="li" key={coupon.code} sx={{ listStyle: 'none' }}>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onPick(coupon.code)}
              aria-label={t('coupon.use', { code: coupon.code })}
              sx={{ fontFamily: 'monospace', mr: 1 }}
            >
              {coupon.code}
            </Button>
            <Typography component="span" variant="body2">
              {couponText(coupon, t)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

type T = ReturnType<typeof useStorefrontTranslation>['t'];

/** 'Весна — скидка 10 %': the name, what it takes off, and the smallest order it needs. */
function couponText(coupon: PublicCoupon, t: T): string {
  const value =
    coupon.coupon_type === 'percentage'
      ? formatPercent(coupon.discount_value / 100)
      : formatRoubles(coupon.discount_value, Number.isInteger(coupon.discount_value));
  const parts = [t('coupon.offer', { name: coupon.name, value })];
  if (coupon.minimum_purchase_amount > 0) {
    const amount = coupon.minimum_purchase_amount;
    parts.push(
      t('coupon.offerMinimum', { amount: formatRoubles(amount, Number.isInteger(amount)) }),
    );
  }
  return parts.join(', ');
}
