import type { Ticket } from '@storefront/shared/dto/service';
import { formatDateTime } from '@storefront/shared/format/date';
import { Box, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { PageHeaderBar } from '@storefront/shared/ui/admin/page-header';
import { RowDetails } from '@storefront/shared/ui/admin/row-layout';
import { TicketStatusChip } from '../../../components/ticket-status-chip';
import { useSupportTranslation } from '../../../i18n';
import { useCloseTicket } from '../hooks/use-close-ticket';

/** The subject as the page's heading, then '№ N', the status, whose, which order, since when. */
export function TicketHeader({ ticket }: { ticket: Ticket }) {
  const { t } = useSupportTranslation();
  const { closing, close } = useCloseTicket();
  const facts = [t('thread.customer', { login: ticket.username })];
  if (ticket.order) facts.push(t('thread.order', { number: ticket.order.number }));
  facts.push(t('thread.created', { date: formatDateTime(ticket.created_at) }));
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
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}
        >
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {t('thread.number', { number: ticket.number })}
          </Typography>
          <TicketStatusChip status={ticket.status} />
        </Stack>
        <RowDetails facts={facts} />
      </Box>
    </PageHeaderBar>
  );
}
