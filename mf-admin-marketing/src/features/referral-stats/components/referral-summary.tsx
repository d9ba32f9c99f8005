import { Alert } from '@storefront/shared/mui/core';
import { SummaryCard, SummaryCards } from '../../../components/summary-card';
import { formatMoney, formatNumber, formatPercent } from '../../../utils/format';
import { LOAD_ERROR } from '../../../utils/load-error';
import { useReferralStats } from '../api/get-referral-stats';

/**
 * Spec 2.11: programs with the active count, referrals with the conversion rate, rewards paid
 * in roubles, and the top referrer or 'Нет'.
 */
export function ReferralSummary() {
  const { data, error } = useReferralStats();
  return (
    <SummaryCards label="Сводка по реферальной программе">
      <SummaryCard
        title="Программы"
        value={data && formatNumber(data.total_programs)}
        caption={data && `Активных: ${formatNumber(data.active_programs)}`}
      />
      <SummaryCard
        title="Рефералы"
        value={data && formatNumber(data.total_referrals)}
        caption={data && `Конверсия: ${formatPercent(data.conversion_rate)}`}
      />
      <SummaryCard
        title="Выплачено вознаграждений"
        value={data && formatMoney(data.total_rewards_paid)}
      />
      <SummaryCard title="Лучший реферер" value={data && (data.top_referrer ?? 'Нет')} />
      {error && !data ? (
        <Alert severity="error" sx={{ flex: '1 1 100%' }}>
          {LOAD_ERROR}
        </Alert>
      ) : null}
    </SummaryCards>
  );
}
