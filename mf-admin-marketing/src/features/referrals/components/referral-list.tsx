import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { LOAD_ERROR } from '../../../utils/load-error';
import { useReferrals } from '../api/get-referrals';
import { readStatus, STATUS_OPTIONS } from '../utils/referral-status';
import { ReferralRow } from './referral-row';

/**
 * Spec 2.11 'Рефералы': free-text search over referrer, referee and e-mail. The spec's filters
 * button does nothing; here it is a working status filter.
 */
export function ReferralList() {
  const list = useListParams();
  const status = readStatus(list.params.get('status'));
  const { data, error, isLoading } = useReferrals({
    page: list.page,
    size: PAGE_SIZE,
    search: list.search.trim() || undefined,
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
          placeholder="Пригласивший, приглашённый или e-mail"
          label="Поиск рефералов"
        />
        <SelectField
          label="Статус"
          name="status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(next) => list.update({ status: next })}
          minWidth={160}
        />
      </ListToolbar>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={LOAD_ERROR}
        empty={referrals.length === 0}
        searching={Boolean(list.search.trim()) || Boolean(status)}
        notFoundText="Рефералы не найдены"
        noneText="Рефералов пока нет"
      />
      {referrals.length > 0 && (
        <Rows label="Рефералы" pending={isPending({ isLoading, data })}>
          {referrals.map((referral) => (
            <ReferralRow key={referral.id} referral={referral} />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
