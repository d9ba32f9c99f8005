import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
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
  const { data, error, isLoading } = useAdminPayments(params.query);
  useClampPage(params.list, data?.pages);
  const payments = data?.payments ?? [];
  return (
    <>
      <PaymentFilters params={params} />
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        empty={payments.length === 0}
        searching={params.filtered}
        notFoundText={t('payments.notFound')}
        noneText={t('payments.none')}
      />
      {payments.length > 0 && (
        <Rows label={t('payments.rows')} pending={isPending({ isLoading, data })}>
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} />
          ))}
        </Rows>
      )}
      {data && <Pager page={params.list.page} pages={data.pages} onPage={params.list.setPage} />}
    </>
  );
}
