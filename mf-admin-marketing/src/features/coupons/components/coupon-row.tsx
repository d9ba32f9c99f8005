import type { Coupon } from '@storefront/shared/dto/marketing';
import { formatDate } from '@storefront/shared/format/date';
import { Chip, IconButton, Typography } from '@storefront/shared/mui/core';
import { BlockIcon, CheckCircleIcon } from '@storefront/shared/ui/admin/icons';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip } from '../../../components/status-chip';
import { discountLabel } from '../../../utils/discount-label';
import { formatMoney, formatNumber } from '../../../utils/format';
import { couponStatusLabel, isExpired } from '../utils/coupon-status';

export interface CouponRowProps {
  coupon: Coupon;
  /** The status toggle; absent in the overview, which only shows. */
  toggle?: { busy: boolean; onToggle: () => void };
}

function facts(coupon: Coupon): string[] {
  const limit = coupon.usage_limit === null ? '∞' : formatNumber(coupon.usage_limit);
  const period = coupon.valid_until
    ? `${formatDate(coupon.valid_from)} – ${formatDate(coupon.valid_until)}`
    : `с ${formatDate(coupon.valid_from)}, бессрочно`;
  const list = [
    discountLabel(coupon),
    `Использовано: ${formatNumber(coupon.current_usage_count)} из ${limit}`,
    `Действует: ${period}`,
  ];
  if (coupon.minimum_purchase_amount > 0) {
    list.splice(1, 0, `Заказ от ${formatMoney(coupon.minimum_purchase_amount)}`);
  }
  return list;
}

/** A coupon: code, name, state and its terms in one line. */
export function CouponRow({ coupon, toggle }: CouponRowProps) {
  const status = couponStatusLabel(coupon);
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{coupon.code}</Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{coupon.name}</Typography>
          <StatusChip {...status} />
          {isExpired(coupon) && <Chip label="Истёк" color="warning" size="small" />}
        </>
      }
      details={<RowDetails facts={facts(coupon)} />}
      actions={toggle && <CouponToggle coupon={coupon} {...toggle} />}
    />
  );
}

type ToggleProps = { coupon: Coupon } & NonNullable<CouponRowProps['toggle']>;

function CouponToggle({ coupon, busy, onToggle }: ToggleProps) {
  const active = coupon.status === 'active';
  const label = active ? 'Деактивировать' : 'Активировать';
  return (
    <IconButton
      onClick={onToggle}
      disabled={busy}
      aria-label={`${label} ${coupon.code}`}
      title={label}
      color={active ? 'warning' : 'success'}
    >
      {active ? <BlockIcon /> : <CheckCircleIcon />}
    </IconButton>
  );
}
