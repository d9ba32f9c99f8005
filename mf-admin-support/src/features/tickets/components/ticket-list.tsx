import { useLocation } from '@storefront/shared/router';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { useSupportTranslation } from '../../../i18n';
import { useAdminTickets } from '../api/get-admin-tickets';
import type { TicketParams } from '../utils/ticket-params';
import { TicketFilters } from './ticket-filters';
import { TicketRow } from './ticket-row';

export interface TicketListProps {
  params: TicketParams;
  /** A ticket's thread page. */
  threadPath: (id: number) => string;
}

/** 'Тикеты' (shop-spec 2.2): everyone's tickets, unanswered first, as the server orders them. */
export function TicketList({ params, threadPath }: TicketListProps) {
  const { t } = useSupportTranslation();
  const { pathname, search } = useLocation();
  const result = useAdminTickets(params.query);
  return (
    <>
      <TicketFilters params={params} />
      <ListFrame
        query={params.list}
        result={result}
        items={result.data?.tickets ?? []}
        texts={{
          rows: t('tickets.rows'),
          none: t('tickets.none'),
          notFound: t('tickets.notFound'),
          error: t('common.loadError'),
        }}
        onRetry={() => void result.mutate()}
        row={(ticket) => (
          <TicketRow
            key={ticket.id}
            ticket={ticket}
            to={threadPath(ticket.id)}
            returnTo={pathname + search}
          />
        )}
      />
    </>
  );
}
