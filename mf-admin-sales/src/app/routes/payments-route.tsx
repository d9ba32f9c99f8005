import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { AdjustButton } from '../../features/balance-adjust/components/adjust-button';
import { useAdminLedger } from '../../features/ledger/api/get-admin-ledger';
import { LedgerList } from '../../features/ledger/components/ledger-list';
import { useLedgerParams } from '../../features/ledger/utils/ledger-params';
import { useSalesTranslation } from '../../i18n';

/** /admin/payments: the placeholder's title over the ledger, with the manual adjustment. */
export function PaymentsRoute() {
  const { t } = useSalesTranslation();
  const params = useLedgerParams();
  // The same SWR entry as the list's: the header's total costs no extra call.
  const { data } = useAdminLedger(params.query);
  return (
    <>
      <PageHeader title={t('ledger.title')} total={data?.total} actions={<AdjustButton />} />
      <LedgerList params={params} />
    </>
  );
}
