import { Typography } from '@storefront/shared/mui/core';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { useOwnList } from '../../../hooks/use-own-list';
import { useCustomerTranslation } from '../../../i18n';
import { useLedger } from '../api/get-ledger';
import { LedgerRow } from './ledger-row';

/** Shop-spec 1.3: the customer's ledger, newest first, 20 a page, the page in `?page=`. */
export function LedgerList() {
  const { t } = useCustomerTranslation();
  const { result, frame } = useOwnList(useLedger);
  return (
    <section aria-labelledby="ledger-title">
      <Typography id="ledger-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('ledger.title')}
      </Typography>
      <ListFrame
        {...frame}
        items={result.data?.entries ?? []}
        texts={{ rows: t('ledger.rows'), none: t('finance.empty'), error: t('ledger.loadError') }}
        row={(entry) => <LedgerRow key={entry.id} entry={entry} />}
      />
    </section>
  );
}
