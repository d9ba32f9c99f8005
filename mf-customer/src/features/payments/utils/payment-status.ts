import type { PaymentStatus } from '@storefront/shared/contract/values';
import { chipLooks } from '@storefront/shared/ui/admin/status-chip';

/**
 * Shop-spec 1.3's labels ('Ожидает оплаты', 'Оплачен', 'Отменён', as the payment page says them)
 * as message keys (`payments.status.*`), and a colour each; the label carries the meaning.
 */
export const paymentStatus = chipLooks((status: PaymentStatus) => `payments.status.${status}`, {
  pending: 'warning',
  succeeded: 'success',
  canceled: 'default',
});
