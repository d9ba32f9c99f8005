import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useMarketingTranslation } from '../../../i18n';
import { useReferrals } from '../api/get-referrals';
import { readStatus, STATUS_OPTIONS } from '../utils/referral-status';
import { ReferralRow } from './referral-row';

/**
 * Spec 2.11 'Рефералы': free-text search over referrer, referee and e-mail. The spec's filters
 * button does nothing; here it is a working status filter.
 */
export function ReferralList() {
  const { t } = useMarketingTranslation();
  const list = useListParams();
  const status = readStatus(list.params.get('status'));
  const { data, error, isLoading } = useReferrals({
    page: list.page,
    size: PAGE_SIZE,
    search: list.searchQuery || undefined,
    status: status || undefined,
  });
  useClampPage(list, data?.pages);
  const referrals = data?.referrals ?? [];
  return (
    <>
      <ListToolbar>
        <SearchField
          value={list.search}
          onSearch={list.setSearch}
          placeholder={t('referrals.searchPlaceholder')}
          label={t('referrals.searchLabel')}
        />
        <SelectField
          label={t('referrals.status')}
          name="status"
          value={status}
          options={STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
          onChange={(next) => list.update({ status: next })}
          minWidth={160}
        />
      </ListToolbar>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={referrals.length === 0}
        searching={Boolean(list.searchQuery) || Boolean(status)}
        notFoundText={t('referrals.notFound')}
        noneText={t('referrals.none')}
      />
      {referrals.length > 0 && (
        <Rows label={t('referrals.rows')} pending={isPending({ isLoading, data })}>
          {referrals.map((referral) => (
            <ReferralRow key={referral.id} referral={referral} />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
