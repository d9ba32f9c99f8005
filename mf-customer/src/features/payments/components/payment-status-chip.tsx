import type { PaymentStatus } from '@storefront/shared/contract/values';
import { Chip } from '@storefront/shared/mui/core';
import { useCustomerTranslation } from '../../../i18n';
import { paymentStatus } from '../utils/payment-status';

/** 'Ожидает оплаты', 'Оплачен' or 'Отменён'. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useCustomerTranslation();
  const { label, color } = paymentStatus(status);
  return <Chip label={t(label)} color={color} size="small" variant="outlined" />;
}
