import type { TicketSummary } from '@storefront/shared/contract/tickets';
import { formatDateTime } from '@storefront/shared/format/date';
import { Link, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { RowDetails } from '@storefront/shared/ui/admin/row-layout';
import { CardRow } from '../../../components/card-row';
import { useCustomerTranslation } from '../../../i18n';
import { TicketStatusChip } from './ticket-status-chip';

export interface TicketRowProps {
  ticket: TicketSummary;
  /** Where the ticket's thread is. */
  to: string;
}

/**
 * Shop-spec 2.2: number, subject (the link to the thread), status, the last message's date. A
 * card at every width, like the orders, so a long subject wraps on a 375 px phone.
 */
export function TicketRow({ ticket, to }: TicketRowProps) {
  const { t } = useCustomerTranslation();
  const facts = [t('tickets.lastMessage', { date: formatDateTime(ticket.last_message_at) })];
  if (ticket.order) facts.push(t('tickets.order', { number: ticket.order.number }));
  return (
    <CardRow
      title={
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {t('tickets.number', { number: ticket.number })}
          </Typography>
          <Link component={RouterLink} to={to} sx={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Link>
          <TicketStatusChip status={ticket.status} />
        </>
      }
      details={<RowDetails facts={facts} />}
    />
  );
}
