import { OVERVIEW_LIST_SIZE } from '@storefront/shared/dto/marketing';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { OverviewSection } from '../../../components/overview-section';
import { LOAD_ERROR } from '../../../utils/load-error';
import { useReferrals } from '../api/get-referrals';
import { ReferralRow } from './referral-row';

/** Spec 2.11 overview: the five latest referrals. */
export function LatestReferrals() {
  const { data, error, isLoading } = useReferrals({ page: 1, size: OVERVIEW_LIST_SIZE });
  const referrals = data?.referrals ?? [];
  return (
    <OverviewSection title="Последние рефералы">
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={LOAD_ERROR}
        empty={referrals.length === 0}
        noneText="Рефералов пока нет"
      />
      {referrals.length > 0 && (
        <Rows label="Последние рефералы">
          {referrals.map((referral) => (
            <ReferralRow key={referral.id} referral={referral} />
          ))}
        </Rows>
      )}
    </OverviewSection>
  );
}
