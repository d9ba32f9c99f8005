import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { useOwnList } from '../../../hooks/use-own-list';
import { useCustomerTranslation } from '../../../i18n';
import { useMyTickets } from '../api/get-my-tickets';
import { TicketRow } from './ticket-row';

/** Shop-spec 2.2 'Мои Тикеты': the customer's tickets, 20 a page in `?page=`. */
export function TicketList({ threadPath }: { threadPath: (id: number) => string }) {
  const { t } = useCustomerTranslation();
  const { result, frame } = useOwnList(useMyTickets);
  return (
    <ListFrame
      {...frame}
      items={result.data?.tickets ?? []}
      texts={{ rows: t('tickets.rows'), none: t('tickets.empty'), error: t('tickets.loadError') }}
      row={(ticket) => <TicketRow key={ticket.id} ticket={ticket} to={threadPath(ticket.id)} />}
    />
  );
}
