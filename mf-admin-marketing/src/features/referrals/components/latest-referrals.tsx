import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { OverviewSection } from '../../../components/overview-section';
import { useMarketingTranslation } from '../../../i18n';
import { OVERVIEW_LIST_SIZE } from '../../../utils/overview';
import { useReferrals } from '../api/get-referrals';
import { ReferralRow } from './referral-row';

/** Spec 2.11 overview: the five latest referrals. */
export function LatestReferrals() {
  const { t } = useMarketingTranslation();
  const { data, error, isLoading } = useReferrals({ page: 1, size: OVERVIEW_LIST_SIZE });
  const referrals = data?.referrals ?? [];
  return (
    <OverviewSection title={t('referrals.latest')}>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={referrals.length === 0}
        noneText={t('referrals.none')}
      />
      {referrals.length > 0 && (
        <Rows label={t('referrals.latest')}>
          {referrals.map((referral) => (
            <ReferralRow key={referral.id} referral={referral} />
          ))}
        </Rows>
      )}
    </OverviewSection>
  );
}
