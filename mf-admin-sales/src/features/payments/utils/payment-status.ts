import type { PaymentStatus } from '@storefront/shared/contract/values';
import type { ChipProps } from '@storefront/shared/mui/core';

/** Message keys of the statuses (`payments.statuses.*`): 'Ожидает оплаты', 'Оплачен', 'Отменён'. */
export function paymentStatusKey(status: PaymentStatus): string {
  return `payments.statuses.${status}`;
}

const COLORS: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  succeeded: 'success',
  canceled: 'default',
};

export function paymentStatusColor(status: PaymentStatus): ChipProps['color'] {
  return COLORS[status] ?? 'default';
}
