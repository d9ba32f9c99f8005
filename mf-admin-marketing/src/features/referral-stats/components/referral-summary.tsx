import { formatNumber, formatPercent } from '@storefront/shared/format/number';
import { SummaryCard, SummaryCards } from '../../../components/summary-card';
import { useMarketingTranslation } from '../../../i18n';
import { formatMoney } from '../../../utils/format';
import { useReferralStats } from '../api/get-referral-stats';

/**
 * Spec 2.11: programs with the active count, referrals with the conversion rate, rewards paid
 * in roubles, and the top referrer or 'Нет'.
 */
export function ReferralSummary() {
  const { t } = useMarketingTranslation();
  const { data, error } = useReferralStats();
  return (
    <SummaryCards label={t('referralStats.label')} failed={Boolean(error) && !data}>
      <SummaryCard
        title={t('referralStats.programs')}
        value={data && formatNumber(data.total_programs)}
        caption={
          data && t('referralStats.programsCaption', { active: formatNumber(data.active_programs) })
        }
      />
      <SummaryCard
        title={t('referralStats.referrals')}
        value={data && formatNumber(data.total_referrals)}
        caption={
          // The API gives the rate in percent (12.5); the formatter takes a fraction.
          data && t('referralStats.conversion', { rate: formatPercent(data.conversion_rate / 100) })
        }
      />
      <SummaryCard
        title={t('referralStats.rewards')}
        value={data && formatMoney(data.total_rewards_paid)}
      />
      <SummaryCard
        title={t('referralStats.top')}
        value={data && (data.top_referrer ?? t('common.none'))}
      />
    </SummaryCards>
  );
}
