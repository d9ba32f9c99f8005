import type { PaymentStatus } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';

/**
 * Shop-spec 1.3's labels ('Ожидает оплаты', 'Оплачен', 'Отменён', as the payment page says them)
 * as message keys (`payments.status.*`), and a colour each; the label carries the meaning.
 */
export function paymentStatus(status: PaymentStatus): {
  label: string;
  color: ChipProps['color'];
} {
  return { label: `payments.status.${status}`, color: STATUS_COLORS[status] };
}

const STATUS_COLORS: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  succeeded: 'success',
  canceled: 'default',
};
