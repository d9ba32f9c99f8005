import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useCustomerTranslation } from '../../../i18n';
import { useMyTickets } from '../api/get-my-tickets';
import { TicketRow } from './ticket-row';

/** Shop-spec 2.2 'Мои Тикеты': the customer's tickets, 20 a page in `?page=`. */
export function TicketList({ threadPath }: { threadPath: (id: number) => string }) {
  const { t } = useCustomerTranslation();
  const list = useListQuery(NO_FILTERS, { search: false });
  const { page, size } = list.pageQuery;
  const result = useMyTickets({ page, size });
  return (
    <ListFrame
      query={list}
      result={result}
      items={result.data?.tickets ?? []}
      texts={{ rows: t('tickets.rows'), none: t('tickets.empty'), error: t('tickets.loadError') }}
      onRetry={() => void result.mutate()}
      pager="several-or-later"
      row={(ticket) => <TicketRow key={ticket.id} ticket={ticket} to={threadPath(ticket.id)} />}
    />
  );
}
