import type { PaymentStatus } from '@storefront/shared/contract/values';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { useCustomerTranslation } from '../../../i18n';
import { paymentStatus } from '../utils/payment-status';

/** 'Ожидает оплаты', 'Оплачен' or 'Отменён'. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useCustomerTranslation();
  return <StatusChip {...worded(t, paymentStatus(status))} />;
}
