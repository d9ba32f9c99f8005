import { useSearchParams } from '@storefront/shared/router';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { readTab, SectionTabs, type TabDef } from '@storefront/shared/ui/admin/section-tabs';
import { AdjustButton } from '../../features/balance-adjust/components/adjust-button';
import { useAdminLedger } from '../../features/ledger/api/get-admin-ledger';
import { LedgerList } from '../../features/ledger/components/ledger-list';
import { useLedgerParams } from '../../features/ledger/utils/ledger-params';
import { useAdminPayments } from '../../features/payments/api/get-admin-payments';
import { PaymentList } from '../../features/payments/components/payment-list';
import { usePaymentParams } from '../../features/payments/utils/payment-params';
import { useSalesTranslation } from '../../i18n';

type FinanceTab = 'ledger' | 'payments';

/** 'Операции' (the ledger, no `tab` in the URL) and 'Платежи' (`?tab=payments`), issue 20. */
export const FINANCE_TABS: readonly TabDef<FinanceTab>[] = [
  { value: 'ledger', label: 'finance.tabs.ledger' },
  { value: 'payments', label: 'finance.tabs.payments' },
];

/**
 * /admin/payments, 'Журнал финансов': the ledger with the manual adjustment, and beside it the
 * payments (issue 20), each tab with its own filters; choosing a tab starts from a clean query.
 * The header and the tabs stay mounted across a change of tab, so the focus stays on the tab.
 */
export function PaymentsRoute() {
  const { t } = useSalesTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = readTab(search, FINANCE_TABS);
  const choose = (next: FinanceTab) => setSearch(next === 'ledger' ? {} : { tab: next });
  const ledger = useLedgerParams();
  const payments = usePaymentParams();
  // The same SWR entries as the lists': the header's total costs no extra call.
  const ledgerPage = useAdminLedger(tab === 'ledger' ? ledger.query : null);
  const paymentsPage = useAdminPayments(tab === 'payments' ? payments.query : null);
  const total = tab === 'ledger' ? ledgerPage.data?.total : paymentsPage.data?.total;
  const tabs = FINANCE_TABS.map((def) => ({ ...def, label: t(def.label) }));
  return (
    <>
      <PageHeader title={t('ledger.title')} total={total} actions={<AdjustButton />} />
      <SectionTabs tabs={tabs} value={tab} onChange={choose} />
      <div role="tabpanel" aria-label={tabs.find((def) => def.value === tab)?.label}>
        {tab === 'ledger' ? <LedgerList params={ledger} /> : <PaymentList params={payments} />}
      </div>
    </>
  );
}
