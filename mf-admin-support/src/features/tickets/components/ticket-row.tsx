import type { TicketSummary } from '@storefront/shared/contract/tickets';
import { formatDateTime } from '@storefront/shared/format/date';
import { Link, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { TicketStatusChip } from '../../../components/ticket-status-chip';
import { type SupportT, useSupportTranslation } from '../../../i18n';

function facts(t: SupportT, ticket: TicketSummary): string[] {
  const list = [t('tickets.customer', { login: ticket.username })];
  if (ticket.order) list.push(t('tickets.order', { number: ticket.order.number }));
  list.push(t('tickets.lastMessage', { date: formatDateTime(ticket.last_message_at) }));
  return list;
}

export interface TicketRowProps {
  ticket: TicketSummary;
  /** The thread's address. */
  to: string;
  /** The list's own address, so 'Назад к тикетам' comes back to the same search and page. */
  returnTo: string;
}

/** One ticket: '№ N', the subject (the link to its thread), its status, then whose and when. */
export function TicketRow({ ticket, to, returnTo }: TicketRowProps) {
  const { t } = useSupportTranslation();
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {t('tickets.number', { number: ticket.number })}
          </Typography>
          <Link
            component={RouterLink}
            to={to}
            state={{ from: returnTo }}
            sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}
          >
            {ticket.subject}
          </Link>
          <TicketStatusChip status={ticket.status} />
        </>
      }
      details={<RowDetails facts={facts(t, ticket)} />}
    />
  );
}
