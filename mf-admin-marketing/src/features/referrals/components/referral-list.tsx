import { REFERRAL_STATUSES } from '@storefront/shared/contract/values';
import { defineFilters, oneOf, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { PagedList } from '../../../components/paged-list';
import { useMarketingTranslation } from '../../../i18n';
import { useReferrals } from '../api/get-referrals';
import { referralStatusLabel } from '../utils/referral-status';
import { ReferralRow } from './referral-row';

/** The status filter in the URL query (`status`), beside the search. */
export const REFERRAL_FILTERS = defineFilters({ status: oneOf(REFERRAL_STATUSES) });

/**
 * Spec 2.11 'Рефералы': free-text search over referrer, referee and e-mail. The spec's filters
 * button does nothing; here it is a working status filter.
 */
export function ReferralList() {
  const { t } = useMarketingTranslation();
  const list = useListQuery(REFERRAL_FILTERS);
  return (
    <PagedList
      group="referrals"
      list={list}
      result={useReferrals({ ...list.pageQuery, status: list.filters.status || undefined })}
      controls={{
        status: {
          label: t('referrals.status'),
          all: t('referrals.all'),
          optionLabel: (status) => t(referralStatusLabel(status).label),
          minWidth: 160,
        },
      }}
      row={(referral) => <ReferralRow key={referral.id} referral={referral} />}
    />
  );
}
