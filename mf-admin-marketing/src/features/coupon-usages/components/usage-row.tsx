import type { CouponUsage } from '@storefront/shared/contract/coupons';
import { formatDateTime } from '@storefront/shared/format/date';
import { Chip, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { useMarketingTranslation } from '../../../i18n';
import { formatMoney } from '../../../utils/format';

/** One use of a coupon: who, which coupon, the order and what the discount took off. */
export function UsageRow({ usage }: { usage: CouponUsage }) {
  const { t } = useMarketingTranslation();
  const facts = [
    t('usages.amount', { amount: formatMoney(usage.order_amount) }),
    t('usages.discount', { amount: formatMoney(usage.discount_amount) }),
    t('usages.final', { amount: formatMoney(usage.final_amount) }),
    formatDateTime(usage.used_at),
  ];
  // The number people know the order by ('№ 1077'), as the journals and 'Мои Заказы' show it.
  if (usage.order_number !== null) {
    facts.unshift(t('usages.order', { number: usage.order_number }));
  }
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {usage.username}
          </Typography>
          <Chip
            label={t('usages.coupon', { code: usage.coupon_code, id: usage.coupon_id })}
            size="small"
            variant="outlined"
          />
        </>
      }
      details={<RowDetails facts={facts} />}
    />
  );
}
