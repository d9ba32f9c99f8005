import { FilteredList } from '@storefront/shared/ui/admin/list/filtered-list';
import { listTexts, searchTexts } from '@storefront/shared/ui/admin/list/texts';
import { useSalesTranslation } from '../../../i18n';
import { useAdminPayments } from '../api/get-admin-payments';
import type { PaymentParams } from '../utils/payment-params';
import { paymentProviderKey } from '../utils/payment-provider';
import { paymentStatus } from '../utils/payment-status';
import { PaymentRow } from './payment-row';

/**
 * The top-ups beside the ledger (issue 20): who paid what through which gateway and where it
 * stands, so "I paid and got nothing" is answered from the gateway's id or the customer's login.
 * Search (a login, or exactly an id), status, provider and a date range: all in the URL.
 */
export function PaymentList({ params }: { params: PaymentParams }) {
  const { t } = useSalesTranslation();
  const result = useAdminPayments(params.query);
  return (
    <FilteredList
      query={params.list}
      search={searchTexts(t, 'payments')}
      controls={{
        status: {
          label: t('payments.filters.status'),
          all: t('payments.filters.allStatuses'),
          optionLabel: (status) => t(paymentStatus(status).label),
          minWidth: 180,
        },
        provider: {
          label: t('payments.filters.provider'),
          all: t('payments.filters.allProviders'),
          optionLabel: (provider) => t(paymentProviderKey(provider)),
          minWidth: 160,
        },
        from: { label: t('payments.filters.from') },
        to: { label: t('payments.filters.to') },
      }}
      resetLabel={t('payments.filters.reset')}
      result={result}
      items={result.data?.payments ?? []}
      texts={listTexts(t, 'payments')}
      row={(payment) => <PaymentRow key={payment.id} payment={payment} />}
    />
  );
}
