import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { useLocation } from '@storefront/shared/router';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
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
  const { data, error, isLoading, mutate } = useAdminTickets(params.query);
  useClampPage(params.list, data?.pages);
  const tickets = data?.tickets ?? [];
  return (
    <>
      <TicketFilters params={params} />
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        onRetry={() => void mutate()}
        empty={tickets.length === 0}
        searching={params.filtered}
        notFoundText={t('tickets.notFound')}
        noneText={t('tickets.none')}
      />
      {tickets.length > 0 && (
        <Rows label={t('tickets.rows')} pending={isPending({ isLoading, data })}>
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket.id}
              ticket={ticket}
              to={threadPath(ticket.id)}
              returnTo={pathname + search}
            />
          ))}
        </Rows>
      )}
      {data && <Pager page={params.list.page} pages={data.pages} onPage={params.list.setPage} />}
    </>
  );
}
