import type { Ticket } from '@storefront/shared/contract/tickets';
import { useNavigate } from '@storefront/shared/router';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { NewTicketButton } from '../../features/tickets/components/new-ticket-button';
import { TicketList } from '../../features/tickets/components/ticket-list';
import { useCustomerTranslation } from '../../i18n';

/** /user/tickets 'Мои Тикеты' (shop-spec 2.2): 'Новый тикет', then the list. */
export function TicketsRoute({ threadPath }: { threadPath: (id: number) => string }) {
  const { t } = useCustomerTranslation();
  const navigate = useNavigate();
  const onCreated = (ticket: Ticket) => navigate(threadPath(ticket.id));
  return (
    <>
      <PageHeader title={t('tickets.title')} actions={<NewTicketButton onCreated={onCreated} />} />
      <TicketList threadPath={threadPath} />
    </>
  );
}
