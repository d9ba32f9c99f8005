import { FilteredList } from '@storefront/shared/ui/admin/list/filtered-list';
import { listTexts, searchTexts } from '@storefront/shared/ui/admin/list/texts';
import { useSalesTranslation } from '../../../i18n';
import { ledgerType } from '../../../utils/ledger-type';
import { useAdminLedger } from '../api/get-admin-ledger';
import type { LedgerParams } from '../utils/ledger-params';
import { LedgerRow } from './ledger-row';

/** 'Журнал финансов' (shop-spec 1.3): every balance change, newest first. */
export function LedgerList({ params }: { params: LedgerParams }) {
  const { t } = useSalesTranslation();
  const result = useAdminLedger(params.query);
  return (
    <FilteredList
      query={params.list}
      search={searchTexts(t, 'ledger')}
      controls={{
        type: {
          label: t('ledger.type'),
          all: t('ledger.allTypes'),
          optionLabel: (type) => t(ledgerType(type).label),
          minWidth: 220,
        },
      }}
      result={result}
      items={result.data?.entries ?? []}
      texts={listTexts(t, 'ledger')}
      row={(entry) => <LedgerRow key={entry.id} entry={entry} />}
    />
  );
}
