import { useParams } from '@storefront/shared/router';
import { TicketThread } from '../../features/tickets/components/ticket-thread';
import { readId } from '../../utils/read-id';

/** /user/tickets/{id}: one ticket's thread. */
export function TicketRoute({ listPath }: { listPath: string }) {
  const { ticketId } = useParams();
  const id = readId(ticketId);
  // A new key per ticket: the reply box of one ticket never carries over to another.
  return <TicketThread key={id ?? 'none'} ticketId={id} listPath={listPath} />;
}
