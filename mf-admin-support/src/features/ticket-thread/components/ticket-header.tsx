import type { Ticket } from '@storefront/shared/contract/tickets';
import { formatDateTime } from '@storefront/shared/format/date';
import { Box, Button, Link, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { PageHeaderBar } from '@storefront/shared/ui/admin/page-header';
import { TicketStatusChip } from '../../../components/ticket-status-chip';
import { useSupportTranslation } from '../../../i18n';
import { useCloseTicket } from '../hooks/use-close-ticket';

export interface TicketHeaderProps {
  ticket: Ticket;
  /** The ticket's order's page. */
  orderPath: (id: number) => string;
}

/** The subject as the page's heading, then '№ N', the status, whose, which order, since when. */
export function TicketHeader({ ticket, orderPath }: TicketHeaderProps) {
  const { t } = useSupportTranslation();
  const { closing, close } = useCloseTicket();
  return (
    <PageHeaderBar
      actions={
        ticket.status !== 'closed' && (
          <Button variant="outlined" disabled={closing} onClick={() => void close(ticket)}>
            {t('thread.close')}
          </Button>
        )
      }
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Typography>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, color: 'text.secondary' }}
        >
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: 'text.primary' }}>
            {t('thread.number', { number: ticket.number })}
          </Typography>
          <TicketStatusChip status={ticket.status} />
          <Typography variant="body2">
            {t('thread.customer', { login: ticket.username })}
          </Typography>
          {ticket.order && (
            <Link component={RouterLink} to={orderPath(ticket.order.id)} variant="body2">
              {t('thread.order', { number: ticket.order.number })}
            </Link>
          )}
          <Typography variant="body2">
            {t('thread.created', { date: formatDateTime(ticket.created_at) })}
          </Typography>
        </Stack>
      </Box>
    </PageHeaderBar>
  );
}
