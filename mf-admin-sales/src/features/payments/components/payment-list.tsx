import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { useSalesTranslation } from '../../../i18n';
import { useAdminPayments } from '../api/get-admin-payments';
import type { PaymentParams } from '../utils/payment-params';
import { PaymentFilters } from './payment-filters';
import { PaymentRow } from './payment-row';

/**
 * The top-ups beside the ledger (issue 20): who paid what through which gateway and where it
 * stands, so "I paid and got nothing" is answered from the gateway's id or the customer's login.
 */
export function PaymentList({ params }: { params: PaymentParams }) {
  const { t } = useSalesTranslation();
  const result = useAdminPayments(params.query);
  return (
    <>
      <PaymentFilters params={params} />
      <ListFrame
        query={params.list}
        result={result}
        items={result.data?.payments ?? []}
        texts={{
          rows: t('payments.rows'),
          none: t('payments.none'),
          notFound: t('payments.notFound'),
          error: t('common.loadError'),
        }}
        row={(payment) => <PaymentRow key={payment.id} payment={payment} />}
      />
    </>
  );
}
