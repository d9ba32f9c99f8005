import { refusalDetail } from '@storefront/shared/api-client';
import type { Payment } from '@storefront/shared/contract/finance';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Alert, Stack, Typography } from '@storefront/shared/mui/core';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { PagerButtons } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { useState } from 'react';
import { useOpenPayment } from '../../../hooks/use-open-payment';
import { useCustomerTranslation } from '../../../i18n';
import { useMyPayments } from '../api/get-my-payments';
import { type CancelOutcome, useCancelPayment } from '../hooks/use-cancel-payment';
import { useClampPaymentsPage, usePaymentsPage } from '../hooks/use-payments-page';
import { PaymentRow } from './payment-row';

/**
 * 'Мои пополнения' (issue 20): the customer's top-ups, newest first, so one left on a gateway's
 * page can be resumed or cancelled. Its page is `?payments_page=`, beside the ledger's `?page=`.
 */
export function PaymentsList() {
  const { t } = useCustomerTranslation();
  const paging = usePaymentsPage();
  const { data, error, isLoading, mutate } = useMyPayments({
    page: paging.page,
    size: paging.size,
  });
  useClampPaymentsPage(paging, data?.pages);
  const openPayment = useOpenPayment();
  const [openFailed, setOpenFailed] = useState(false);
  const cancel = useCancelPayment(() => void mutate());
  const payments = data?.payments ?? [];

  const resume = (payment: Payment) => {
    setOpenFailed(!openPayment(payment.confirmation_url));
  };
  const ask = (payment: Payment) => {
    setOpenFailed(false);
    cancel.ask(payment);
  };

  return (
    <section aria-labelledby="payments-title">
      <Typography id="payments-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('payments.title')}
      </Typography>
      <Stack spacing={1.5}>
        <ListState
          loading={isLoading && !data}
          error={data ? null : error}
          errorText={t('payments.loadError')}
          onRetry={() => void mutate()}
          empty={payments.length === 0}
          noneText={t('payments.empty')}
        />
        <Outcome outcome={cancel.outcome} openFailed={openFailed} />
        {payments.length > 0 && (
          <Rows label={t('payments.rows')} pending={isPending({ isLoading, data })}>
            {payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} onResume={resume} onCancel={ask} />
            ))}
          </Rows>
        )}
        {data && (data.pages > 1 || paging.page > 1) && (
          <Stack
            component="nav"
            aria-label={t('payments.pages')}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'center' }}
          >
            <PagerButtons
              page={paging.page}
              pages={data.pages}
              onPage={(next) => paging.setPage(next)}
            />
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={cancel.open}
        title={t('payments.cancelDialog.title')}
        text={
          cancel.payment
            ? t('payments.cancelDialog.text', {
                amount: formatAmount(cancel.payment.amount),
                date: formatDateTime(cancel.payment.created_at),
              })
            : ''
        }
        confirmLabel={t('payments.cancelDialog.confirm')}
        busy={cancel.busy}
        onConfirm={() => void cancel.confirm()}
        onCancel={cancel.dismiss}
      />
    </section>
  );
}

/** The last action's result, a status region: announced without taking the focus. */
function Outcome({ outcome, openFailed }: { outcome: CancelOutcome | null; openFailed: boolean }) {
  const { t } = useCustomerTranslation();
  if (openFailed) {
    return (
      <Alert severity="error" role="status">
        {t('payments.openFailed')}
      </Alert>
    );
  }
  if (!outcome) return null;
  if ('canceled' in outcome) {
    return (
      <Alert severity="info" role="status">
        {t('payments.canceled')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="status">
      {refusalDetail(outcome.error) ?? t('payments.cancelFailed')}
    </Alert>
  );
}
