import type { Coupon } from '@storefront/shared/contract/coupons';
import { formatDate } from '@storefront/shared/format/date';
import { formatNumber } from '@storefront/shared/format/number';
import { Chip, IconButton, Typography } from '@storefront/shared/mui/core';
import { BlockIcon, CheckCircleIcon } from '@storefront/shared/ui/admin/icons';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { type MarketingT, useMarketingTranslation } from '../../../i18n';
import { discountLabel } from '../../../utils/discount-label';
import { formatMoney } from '../../../utils/format';
import { couponStatusLabel, isExpired } from '../utils/coupon-status';

export interface CouponRowProps {
  coupon: Coupon;
  /** The status toggle; absent in the overview, which only shows. */
  toggle?: { busy: boolean; onToggle: () => void };
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
export function CouponRow({ coupon, toggle }: CouponRowProps) {
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
      actions={toggle && <CouponToggle coupon={coupon} {...toggle} />}
    />
  );
}

type ToggleProps = { coupon: Coupon } & NonNullable<CouponRowProps['toggle']>;

function CouponToggle({ coupon, busy, onToggle }: ToggleProps) {
  const { t } = useMarketingTranslation();
  const active = coupon.status === 'active';
  const { code } = coupon;
  return (
    <IconButton
      onClick={onToggle}
      disabled={busy}
      aria-label={
        active ? t('coupons.deactivateCode', { code }) : t('coupons.activateCode', { code })
      }
      title={active ? t('common.deactivate') : t('common.activate')}
      color={active ? 'warning' : 'success'}
    >
      {active ? <BlockIcon /> : <CheckCircleIcon />}
    </IconButton>
  );
}
