import type { TicketStatus } from '@storefront/shared/contract/values';
import { StatusChip } from '@storefront/shared/ui/admin/status-chip';
import { useCustomerTranslation } from '../../../i18n';
import { ticketStatus } from '../utils/ticket-status';

/** 'Открыт', 'Отвечен' or 'Закрыт'. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useCustomerTranslation();
  const { label, color } = ticketStatus(status);
  return <StatusChip label={t(label)} color={color} />;
}
