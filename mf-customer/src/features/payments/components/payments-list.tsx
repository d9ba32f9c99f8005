import { refusalDetail } from '@storefront/shared/api-client';
import type { Payment } from '@storefront/shared/contract/finance';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Alert, Stack, Typography } from '@storefront/shared/mui/core';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { useState } from 'react';
import { useOpenPayment } from '../../../hooks/use-open-payment';
import { useOwnList } from '../../../hooks/use-own-list';
import { useCustomerTranslation } from '../../../i18n';
import { useMyPayments } from '../api/get-my-payments';
import { type CancelOutcome, useCancelPayment } from '../hooks/use-cancel-payment';
import { PaymentRow } from './payment-row';

/**
 * The list's page is `?payments_page=`: the ledger below already owns `page`. Fewer than the
 * ledger's 20 a page: the list sits above the invitation and the ledger, and what it is for (a
 * pending payment, a recent one) is at its top.
 */
const PAGING = { pageKey: 'payments_page', pageSize: 10 };

/**
 * 'Мои пополнения' (issue 20): the customer's top-ups, newest first, so one left on a gateway's
 * page can be resumed or cancelled.
 */
export function PaymentsList() {
  const { t } = useCustomerTranslation();
  const { result, frame } = useOwnList(useMyPayments, PAGING);
  const openPayment = useOpenPayment();
  const [openFailed, setOpenFailed] = useState(false);
  const cancel = useCancelPayment(() => void result.mutate());

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
        <Outcome outcome={cancel.outcome} openFailed={openFailed} />
        <ListFrame
          {...frame}
          items={result.data?.payments ?? []}
          texts={{
            rows: t('payments.rows'),
            none: t('payments.empty'),
            error: t('payments.loadError'),
            pages: t('payments.pages'),
          }}
          row={(payment) => (
            <PaymentRow key={payment.id} payment={payment} onResume={resume} onCancel={ask} />
          )}
        />
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
