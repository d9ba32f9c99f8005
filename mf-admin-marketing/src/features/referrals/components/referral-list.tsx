import { REFERRAL_STATUSES } from '@storefront/shared/contract/values';
import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { defineFilters, oneOf, useListQuery } from '@storefront/shared/ui/admin/list/query';
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
  const result = useReferrals({ ...list.pageQuery, status: list.filters.status || undefined });
  return (
    <>
      <FilterBar
        query={list}
        search={{
          label: t('referrals.searchLabel'),
          placeholder: t('referrals.searchPlaceholder'),
        }}
        controls={{
          status: {
            label: t('referrals.status'),
            all: t('referrals.all'),
            optionLabel: (status) => t(referralStatusLabel(status).label),
            minWidth: 160,
          },
        }}
      />
      <ListFrame
        query={list}
        result={result}
        items={result.data?.referrals ?? []}
        texts={{
          rows: t('referrals.rows'),
          none: t('referrals.none'),
          notFound: t('referrals.notFound'),
          error: t('common.loadError'),
        }}
        row={(referral) => <ReferralRow key={referral.id} referral={referral} />}
      />
    </>
  );
}
