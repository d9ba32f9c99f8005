import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { Typography } from '@storefront/shared/mui/core';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { useCustomerTranslation } from '../../../i18n';
import { useLedger } from '../api/get-ledger';
import { LedgerRow } from './ledger-row';

/** Shop-spec 1.3: the customer's ledger, newest first, 20 a page, the page in `?page=`. */
export function LedgerList() {
  const { t } = useCustomerTranslation();
  const list = useListParams();
  const { data, error, isLoading, mutate } = useLedger({ page: list.page, size: PAGE_SIZE });
  useClampPage(list, data?.pages);
  const entries = data?.entries ?? [];
  return (
    <section aria-labelledby="ledger-title">
      <Typography id="ledger-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('ledger.title')}
      </Typography>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('ledger.loadError')}
        onRetry={() => void mutate()}
        empty={entries.length === 0}
        noneText={t('finance.empty')}
      />
      {entries.length > 0 && (
        <Rows label={t('ledger.rows')} pending={isPending({ isLoading, data })}>
          {entries.map((entry) => (
            <LedgerRow key={entry.id} entry={entry} />
          ))}
        </Rows>
      )}
      {data && (data.pages > 1 || list.page > 1) && (
        <Pager page={list.page} pages={data.pages} onPage={list.setPage} />
      )}
    </section>
  );
}
