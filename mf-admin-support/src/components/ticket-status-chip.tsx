import type { TicketStatus } from '@storefront/shared/contract/values';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { useSupportTranslation } from '../i18n';
import { ticketStatus } from '../utils/ticket-status';

/** 'Открыт', 'Отвечен' or 'Закрыт' (shop-spec 2.2). */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useSupportTranslation();
  return <StatusChip {...worded(t, ticketStatus(status))} />;
}
