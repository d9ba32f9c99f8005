import { useParams } from '@storefront/shared/router';
import { routeId } from '@storefront/shared/routing/route-id';
import { TicketThread } from '../../features/tickets/components/ticket-thread';

/** /user/tickets/{id}: one ticket's thread. */
export function TicketRoute({ listPath }: { listPath: string }) {
  const { ticketId } = useParams();
  const id = routeId(ticketId);
  // A new key per ticket: the reply box of one ticket never carries over to another.
  return <TicketThread key={id ?? 'none'} ticketId={id} listPath={listPath} />;
}
