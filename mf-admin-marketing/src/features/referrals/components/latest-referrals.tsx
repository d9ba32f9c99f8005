import { LatestList } from '../../../components/latest-list';
import { useMarketingTranslation } from '../../../i18n';
import { OVERVIEW_LIST_SIZE } from '../../../utils/overview';
import { useReferrals } from '../api/get-referrals';
import { ReferralRow } from './referral-row';

/** Spec 2.11 overview: the five latest referrals. */
export function LatestReferrals() {
  const { t } = useMarketingTranslation();
  const result = useReferrals({ page: 1, size: OVERVIEW_LIST_SIZE });
  return (
    <LatestList
      title={t('referrals.latest')}
      none={t('referrals.none')}
      result={result}
      items={result.data?.referrals ?? []}
      row={(referral) => <ReferralRow key={referral.id} referral={referral} />}
    />
  );
}
