import { useParams } from '@storefront/shared/router';
import { TicketThread } from '../../features/tickets/components/ticket-thread';

/** An id is a whole number; anything else in the address is no ticket at all. */
function readTicketId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/** /user/tickets/{id}: one ticket's thread. */
export function TicketRoute({ listPath }: { listPath: string }) {
  const { ticketId } = useParams();
  const id = readTicketId(ticketId);
  // A new key per ticket: the reply box of one ticket never carries over to another.
  return <TicketThread key={id ?? 'none'} ticketId={id} listPath={listPath} />;
}
