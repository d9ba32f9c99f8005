import { Typography } from '@storefront/shared/mui/core';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useAdminTickets } from '../../features/tickets/api/get-admin-tickets';
import { TicketList } from '../../features/tickets/components/ticket-list';
import { useTicketParams } from '../../features/tickets/utils/ticket-params';
import { useSupportTranslation } from '../../i18n';
import { type SupportPaths, ticketPath } from '../paths';

/** /admin/tickets: the menu's title over every customer's tickets, with how many wait. */
export function TicketsRoute({ paths }: { paths: SupportPaths }) {
  const { t } = useSupportTranslation();
  const params = useTicketParams();
  // The same SWR entry as the list's: the header's figures cost no extra call.
  const { data } = useAdminTickets(params.query);
  return (
    <>
      <PageHeader title={t('tickets.title')} total={data?.total} />
      {data && (
        // Every open ticket, whatever the filter: what the menu's count says too.
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('tickets.openCount', { count: data.open_count })}
        </Typography>
      )}
      <TicketList params={params} threadPath={(id) => ticketPath(paths, id)} />
    </>
  );
}
