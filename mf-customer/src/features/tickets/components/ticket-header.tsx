import { refusalDetail } from '@storefront/shared/api-client';
import type { Ticket } from '@storefront/shared/contract/tickets';
import { formatDateTime } from '@storefront/shared/format/date';
import { Alert, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { RowDetails } from '@storefront/shared/ui/admin/row-layout';
import { useCustomerTranslation } from '../../../i18n';
import { useCloseTicket } from '../hooks/use-close-ticket';
import { TicketStatusChip } from './ticket-status-chip';

/**
 * The subject as the page's heading, then '№ N', the status, the order it is about and when it
 * was opened; 'Закрыть тикет' while it is not closed (a later reply reopens it).
 */
export function TicketHeader({ ticket }: { ticket: Ticket }) {
  const { t } = useCustomerTranslation();
  const { close, closing, failure } = useCloseTicket(ticket.id);
  const facts = [t('tickets.thread.opened', { date: formatDateTime(ticket.created_at) })];
  if (ticket.order) facts.push(t('tickets.order', { number: ticket.order.number }));
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {ticket.subject}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('tickets.number', { number: ticket.number })}
        </Typography>
        <TicketStatusChip status={ticket.status} />
        {ticket.status !== 'closed' && (
          <Button variant="outlined" size="small" onClick={() => void close()} loading={closing}>
            {t('tickets.thread.close')}
          </Button>
        )}
      </Stack>
      <RowDetails facts={facts} />
      {failure && (
        <Alert severity="error" role="alert">
          {refusalDetail(failure.error) ?? t('tickets.thread.closeFailed')}
        </Alert>
      )}
    </Stack>
  );
}
