import type { TicketStatus } from '@storefront/shared/contract/values';
import { Chip } from '@storefront/shared/mui/core';
import { useCustomerTranslation } from '../../../i18n';
import { ticketStatus } from '../utils/ticket-status';

/** 'Открыт', 'Отвечен' or 'Закрыт'. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useCustomerTranslation();
  const { label, color } = ticketStatus(status);
  return <Chip label={t(label)} color={color} size="small" variant="outlined" />;
}
