import type { TicketStatus } from '@storefront/shared/contract/values';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { useCustomerTranslation } from '../../../i18n';
import { ticketStatus } from '../utils/ticket-status';

/** 'Открыт', 'Отвечен' or 'Закрыт'. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useCustomerTranslation();
  return <StatusChip {...worded(t, ticketStatus(status))} />;
}
