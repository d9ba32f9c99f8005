import { useLocation, useParams } from '@storefront/shared/router';
import { routeId } from '@storefront/shared/routing/route-id';
import { NotFoundPage } from '@storefront/shared/ui/admin/not-found-page';
import { TicketThreadPage } from '../../features/ticket-thread/components/ticket-thread-page';
import { useSupportTranslation } from '../../i18n';
import { orderPagePath, returnPath, type SupportPaths } from '../paths';

/** /admin/tickets/{id}; an address that is no ticket id is an unknown page. */
export function TicketRoute({ paths }: { paths: SupportPaths }) {
  const { t } = useSupportTranslation();
  const id = routeId(useParams().id);
  const backTo = returnPath(useLocation().state, paths.tickets);
  if (id === null) {
    return <NotFoundPage links={[{ to: paths.tickets, label: t('app.toTickets') }]} />;
  }
  // A new id is a new page: the reply typed for one ticket must not stay for the next.
  return (
    <TicketThreadPage
      key={id}
      id={id}
      backTo={backTo}
      orderPath={(id) => orderPagePath(paths, id)}
    />
  );
}
