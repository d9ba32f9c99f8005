import { Alert } from '@storefront/shared/mui/core';
import { SummaryCard, SummaryCards } from '../../../components/summary-card';
import { formatMoney, formatNumber } from '../../../utils/format';
import { LOAD_ERROR } from '../../../utils/load-error';
import { useCouponStats } from '../api/get-coupon-stats';

/**
 * Spec 2.12: total coupons with the active count, usages with the orders affected, the
 * discount given with its average per order, and the most used coupon or 'Нет'.
 */
export function CouponSummary() {
  const { data, error } = useCouponStats();
  return (
    <SummaryCards label="Сводка по купонам">
      <SummaryCard
        title="Всего купонов"
        value={data && formatNumber(data.total_coupons)}
        caption={
          data &&
          `Активных: ${formatNumber(data.active_coupons)} · Истёкших: ${formatNumber(data.expired_coupons)}`
        }
      />
      <SummaryCard
        title="Использований"
        value={data && formatNumber(data.total_usage)}
        caption={data && `Заказов: ${formatNumber(data.total_orders_affected)}`}
      />
      <SummaryCard
        title="Общая скидка"
        value={data && formatMoney(data.total_discount_given)}
        caption={data && `В среднем на заказ: ${formatMoney(data.average_discount_per_order)}`}
      />
      <SummaryCard title="Популярный купон" value={data && (data.most_used_coupon ?? 'Нет')} />
      {error && !data ? (
        <Alert severity="error" sx={{ flex: '1 1 100%' }}>
          {LOAD_ERROR}
        </Alert>
      ) : null}
    </SummaryCards>
  );
}
