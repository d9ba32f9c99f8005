import { isApiError } from '@storefront/shared/api-client';
import { Link, Stack, Typography } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import { LoadFailed } from '@storefront/shared/ui/admin/list-state';
import { useCustomerTranslation } from '../../../i18n';
import { useTicket } from '../api/get-ticket';
import { ReplyForm } from './reply-form';
import { TicketHeader } from './ticket-header';
import { TicketMessages } from './ticket-messages';
import { TicketNotFound } from './ticket-not-found';

export interface TicketThreadProps {
  /** null: the address holds no ticket number, so there is nothing to ask for. */
  ticketId: number | null;
  listPath: string;
}

/** /user/tickets/{id} (shop-spec 2.2): the ticket, its messages and the reply box. */
export function TicketThread({ ticketId, listPath }: TicketThreadProps) {
  const { t } = useCustomerTranslation();
  const { data, error, mutate } = useTicket(ticketId);
  if (ticketId === null || (isApiError(error) && error.status === 404)) {
    return <TicketNotFound listPath={listPath} />;
  }
  const back = (
    <Link component={RouterLink} to={listPath} sx={{ alignSelf: 'flex-start' }}>
      {t('tickets.back')}
    </Link>
  );
  if (!data) {
    return (
      <Stack spacing={2}>
        {back}
        {error ? (
          <LoadFailed text={t('tickets.thread.loadError')} onRetry={() => void mutate()} />
        ) : (
          <Typography>{t('app.loading')}</Typography>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {back}
      <div>
        <TicketHeader ticket={data} />
        <TicketMessages messages={data.messages} />
      </div>
      <ReplyForm ticketId={data.id} />
    </Stack>
  );
}
