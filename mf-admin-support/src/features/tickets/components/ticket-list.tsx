import { useLocation } from '@storefront/shared/router';
import { FilteredList } from '@storefront/shared/ui/admin/list/filtered-list';
import { listTexts, searchTexts } from '@storefront/shared/ui/admin/list/texts';
import { useSupportTranslation } from '../../../i18n';
import { ticketStatus } from '../../../utils/ticket-status';
import { useAdminTickets } from '../api/get-admin-tickets';
import type { TicketParams } from '../utils/ticket-params';
import { TicketRow } from './ticket-row';

export interface TicketListProps {
  params: TicketParams;
  /** A ticket's thread page. */
  threadPath: (id: number) => string;
}

/**
 * 'Тикеты' (shop-spec 2.2): everyone's tickets, unanswered first, as the server orders them;
 * search (number, subject, login) and the status filter, both in the URL query.
 */
export function TicketList({ params, threadPath }: TicketListProps) {
  const { t } = useSupportTranslation();
  const { pathname, search } = useLocation();
  const result = useAdminTickets(params.query);
  return (
    <FilteredList
      query={params.list}
      search={searchTexts(t, 'tickets')}
      controls={{
        status: {
          label: t('tickets.status'),
          all: t('tickets.allStatuses'),
          optionLabel: (status) => t(ticketStatus(status).label),
          minWidth: 180,
        },
      }}
      result={result}
      items={result.data?.tickets ?? []}
      texts={listTexts(t, 'tickets')}
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
  );
}
