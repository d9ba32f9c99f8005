import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
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
    <>
      <FilterBar
        query={params.list}
        search={{ label: t('ledger.searchLabel'), placeholder: t('ledger.searchPlaceholder') }}
        controls={{
          type: {
            label: t('ledger.type'),
            all: t('ledger.allTypes'),
            optionLabel: (type) => t(ledgerType(type).label),
            minWidth: 220,
          },
        }}
      />
      <ListFrame
        query={params.list}
        result={result}
        items={result.data?.entries ?? []}
        texts={{
          rows: t('ledger.rows'),
          none: t('ledger.none'),
          notFound: t('ledger.notFound'),
          error: t('common.loadError'),
        }}
        row={(entry) => <LedgerRow key={entry.id} entry={entry} />}
      />
    </>
  );
}
