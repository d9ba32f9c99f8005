import { useClampPage, useListParams } from '@storefront/shared/hooks/use-list-params';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { useCustomerTranslation } from '../../../i18n';
import { useMyTickets } from '../api/get-my-tickets';
import { TicketRow } from './ticket-row';

/** Shop-spec 2.2 'Мои Тикеты': the customer's tickets, 20 a page in `?page=`. */
export function TicketList({ threadPath }: { threadPath: (id: number) => string }) {
  const { t } = useCustomerTranslation();
  const list = useListParams();
  const { data, error, isLoading, mutate } = useMyTickets({ page: list.page, size: PAGE_SIZE });
  useClampPage(list, data?.pages);
  const tickets = data?.tickets ?? [];
  return (
    <>
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('tickets.loadError')}
        onRetry={() => void mutate()}
        empty={tickets.length === 0}
        noneText={t('tickets.empty')}
      />
      {tickets.length > 0 && (
        <Rows label={t('tickets.rows')} pending={isPending({ isLoading, data })}>
          {tickets.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} to={threadPath(ticket.id)} />
          ))}
        </Rows>
      )}
      {data && (data.pages > 1 || list.page > 1) && (
        <Pager page={list.page} pages={data.pages} onPage={list.setPage} />
      )}
    </>
  );
}
