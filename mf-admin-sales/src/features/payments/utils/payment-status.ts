import type { PaymentStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';

/** Message keys of the statuses (`payments.statuses.*`): 'Ожидает оплаты', 'Оплачен', 'Отменён'. */
export const paymentStatus = chipLooks((status: PaymentStatus) => `payments.statuses.${status}`, {
  pending: 'warning',
  succeeded: 'success',
  canceled: 'default',
});
