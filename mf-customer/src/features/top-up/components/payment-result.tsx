import { formatAmount } from '@storefront/shared/format/money';
import { Alert } from '@storefront/shared/mui/core';
import { useCustomerTranslation } from '../../../i18n';
import { usePaymentReturn } from '../hooks/use-payment-return';

/**
 * Shop-spec 1.3: 'Баланс пополнен на N ₽' or 'Оплата отменена' after the payment page. A status
 * region, so a screen reader announces it without moving the focus.
 */
export function PaymentResult({ onSettled }: { onSettled: () => void }) {
  const { t } = useCustomerTranslation();
  const { paymentId, payment, error } = usePaymentReturn(onSettled);
  if (!paymentId || (!payment && !error)) return null;
  const [severity, text] = !payment
    ? (['warning', t('payment.unknown')] as const)
    : payment.status === 'succeeded'
      ? (['success', t('payment.succeeded', { amount: formatAmount(payment.amount) })] as const)
      : payment.status === 'canceled'
        ? (['info', t('payment.canceled')] as const)
        : (['info', t('payment.pending')] as const);
  return (
    <Alert severity={severity} role="status">
      {text}
    </Alert>
  );
}
