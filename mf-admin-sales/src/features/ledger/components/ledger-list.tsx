import { LEDGER_TYPES } from '@storefront/shared/contract/values';
import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useSalesTranslation } from '../../../i18n';
import { useAdminLedger } from '../api/get-admin-ledger';
import type { LedgerParams } from '../utils/ledger-params';
import { ledgerTypeKey } from '../utils/ledger-type';
import { LedgerRow } from './ledger-row';

/** 'Журнал финансов' (shop-spec 1.3): every balance change, newest first. */
export function LedgerList({ params }: { params: LedgerParams }) {
  const { t } = useSalesTranslation();
  const { list, type } = params;
  const { data, error, isLoading } = useAdminLedger(params.query);
  useClampPage(list, data?.pages);
  const entries = data?.entries ?? [];
  const typeOptions = [
    { value: '', label: t('ledger.allTypes') },
    ...LEDGER_TYPES.map((value) => ({ value, label: t(ledgerTypeKey(value)) })),
  ];
  return (
    <>
      <ListToolbar>
        <SearchField
          value={list.search}
          onSearch={list.setSearch}
          label={t('ledger.searchLabel')}
          placeholder={t('ledger.searchPlaceholder')}
        />
        <SelectField
          label={t('ledger.type')}
          name="type"
          value={type}
          options={typeOptions}
          onChange={(next) => list.update({ type: next })}
          minWidth={220}
        />
      </ListToolbar>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={entries.length === 0}
        searching={params.filtered}
        notFoundText={t('ledger.notFound')}
        noneText={t('ledger.none')}
      />
      {entries.length > 0 && (
        <Rows label={t('ledger.rows')} pending={isPending({ isLoading, data })}>
          {entries.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} />
          ))}
        </Rows>
      )}
      {data && <Pager page={list.page} pages={data.pages} onPage={list.setPage} />}
    </>
  );
}
