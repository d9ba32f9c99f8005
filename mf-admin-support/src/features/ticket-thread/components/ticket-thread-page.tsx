import { isApiError } from '@storefront/shared/api-client';
import { Button, Stack, Typography } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { ArrowBackIcon } from '@storefront/shared/ui/admin/icons';
import { LoadFailed } from '@storefront/shared/ui/admin/list-state';
import { useSupportTranslation } from '../../../i18n';
import { useTicket } from '../api/get-ticket';
import { MessageList } from './message-list';
import { ReplyForm } from './reply-form';
import { TicketHeader } from './ticket-header';
import { TicketNotFound } from './ticket-not-found';

export interface TicketThreadPageProps {
  id: number;
  /** The list to return to (with its search, filter and page when it sent us here). */
  backTo: string;
  /** The ticket's order's page. */
  orderPath: (id: number) => string;
}

/** /admin/tickets/{id} (shop-spec 2.2): the conversation, the reply box and 'Закрыть тикет'. */
export function TicketThreadPage({ id, backTo, orderPath }: TicketThreadPageProps) {
  const { t } = useSupportTranslation();
  const { data: ticket, error, mutate } = useTicket(id);
  if (!ticket && isApiError(error) && error.status === 404) {
    return <TicketNotFound backTo={backTo} />;
  }
  return (
    <Stack spacing={2}>
      <div>
        <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
          {t('thread.back')}
        </Button>
      </div>
      {ticket ? (
        <>
          <TicketHeader ticket={ticket} orderPath={orderPath} />
          <MessageList messages={ticket.messages} />
          <ReplyForm ticketId={ticket.id} />
        </>
      ) : error ? (
        <LoadFailed text={t('common.loadError')} onRetry={() => void mutate()} />
      ) : (
        <Typography>{t('app.loading')}</Typography>
      )}
    </Stack>
  );
}
