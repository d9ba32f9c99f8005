import type { CouponUsage } from '@storefront/shared/dto/marketing';
import { formatDateTime } from '@storefront/shared/format/date';
import { Chip, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { formatMoney } from '../../../utils/format';

/** One use of a coupon: who, which coupon, the order and what the discount took off. */
export function UsageRow({ usage }: { usage: CouponUsage }) {
  const facts = [
    `Сумма: ${formatMoney(usage.order_amount)}`,
    `Скидка: ${formatMoney(usage.discount_amount)}`,
    `К оплате: ${formatMoney(usage.final_amount)}`,
    formatDateTime(usage.used_at),
  ];
  if (usage.order_id !== null) facts.unshift(`Заказ №${usage.order_id}`);
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {usage.username}
          </Typography>
          <Chip
            label={`${usage.coupon_code} · ID ${usage.coupon_id}`}
            size="small"
            variant="outlined"
          />
        </>
      }
      details={<RowDetails facts={facts} />}
    />
  );
}
