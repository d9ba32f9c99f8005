import type { Coupon } from '@storefront/shared/contract/coupons';
import { formatDate } from '@storefront/shared/format/date';
import { formatNumber } from '@storefront/shared/format/number';
import { Chip, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import type { ReactNode } from 'react';
import { type MarketingT, useMarketingTranslation } from '../../../i18n';
import { discountLabel } from '../../../utils/discount-label';
import { formatMoney } from '../../../utils/format';
import { couponStatusLabel, isExpired } from '../utils/coupon-status';

export interface CouponRowProps {
  coupon: Coupon;
  /** Edit, the status toggle and delete; absent in the overview, which only shows. */
  actions?: ReactNode;
}

function facts(t: MarketingT, coupon: Coupon): string[] {
  const limit = coupon.usage_limit === null ? '∞' : formatNumber(coupon.usage_limit);
  const period = coupon.valid_until
    ? `${formatDate(coupon.valid_from)} – ${formatDate(coupon.valid_until)}`
    : t('coupons.openEnded', { from: formatDate(coupon.valid_from) });
  const list = [
    discountLabel(t, coupon),
    t('coupons.used', { used: formatNumber(coupon.current_usage_count), limit }),
    t('coupons.validity', { period }),
  ];
  if (coupon.minimum_purchase_amount > 0) {
    list.splice(
      1,
      0,
      t('coupons.minimum', { amount: formatMoney(coupon.minimum_purchase_amount) }),
    );
  }
  return list;
}

/** A coupon: code, name, state and its terms in one line. */
export function CouponRow({ coupon, actions }: CouponRowProps) {
  const { t } = useMarketingTranslation();
  const status = couponStatusLabel(coupon);
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{coupon.code}</Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{coupon.name}</Typography>
          <StatusChip {...worded(t, status)} />
          {isExpired(coupon) && <Chip label={t('coupons.expired')} color="warning" size="small" />}
        </>
      }
      details={<RowDetails facts={facts(t, coupon)} />}
      actions={actions}
    />
  );
}
