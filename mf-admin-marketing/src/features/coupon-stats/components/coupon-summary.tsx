import { formatNumber } from '@storefront/shared/format/number';
import { SummaryCard, SummaryCards } from '../../../components/summary-card';
import { useMarketingTranslation } from '../../../i18n';
import { formatMoney } from '../../../utils/format';
import { useCouponStats } from '../api/get-coupon-stats';

/**
 * Spec 2.12: total coupons with the active count, usages with the orders affected, the
 * discount given with its average per order, and the most used coupon or 'Нет'.
 */
export function CouponSummary() {
  const { t } = useMarketingTranslation();
  const { data, error } = useCouponStats();
  return (
    <SummaryCards label={t('couponStats.label')} failed={Boolean(error) && !data}>
      <SummaryCard
        title={t('couponStats.total')}
        value={data && formatNumber(data.total_coupons)}
        caption={
          data &&
          t('couponStats.totalCaption', {
            active: formatNumber(data.active_coupons),
            expired: formatNumber(data.expired_coupons),
          })
        }
      />
      <SummaryCard
        title={t('couponStats.usages')}
        value={data && formatNumber(data.total_usage)}
        caption={
          data &&
          t('couponStats.usagesCaption', { orders: formatNumber(data.total_orders_affected) })
        }
      />
      <SummaryCard
        title={t('couponStats.discount')}
        value={data && formatMoney(data.total_discount_given)}
        caption={
          data &&
          t('couponStats.discountCaption', {
            average: formatMoney(data.average_discount_per_order),
          })
        }
      />
      <SummaryCard
        title={t('couponStats.top')}
        value={data && (data.most_used_coupon ?? t('common.none'))}
      />
    </SummaryCards>
  );
}
