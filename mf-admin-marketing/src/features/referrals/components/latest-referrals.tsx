import { LatestList } from '../../../components/latest-list';
import { OVERVIEW_PAGE } from '../../../utils/overview';
import { useReferrals } from '../api/get-referrals';
import { ReferralRow } from './referral-row';

/** Spec 2.11 overview: the five latest referrals. */
export function LatestReferrals() {
  return (
    <LatestList
      group="referrals"
      result={useReferrals(OVERVIEW_PAGE)}
      row={(referral) => <ReferralRow key={referral.id} referral={referral} />}
    />
  );
}
