import type { TicketStatus } from '@storefront/shared/contract/values';
import { useSupportTranslation } from '../i18n';
import { ticketStatusColor, ticketStatusKey } from '../utils/ticket-status';
import { StatusChip } from './status-chip';

/** 'Открыт', 'Отвечен' or 'Закрыт' (shop-spec 2.2). */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useSupportTranslation();
  return <StatusChip label={t(ticketStatusKey(status))} color={ticketStatusColor(status)} />;
}
