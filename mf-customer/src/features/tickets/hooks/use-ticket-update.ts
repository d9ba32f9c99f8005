import type { Ticket } from '@storefront/shared/contract/tickets';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { revalidateMyTickets } from '../api/get-my-tickets';
import { ticketPath } from '../api/get-ticket';

/**
 * A reply or a close answers the whole ticket: the thread shows it at once (status included,
 * as the server set it), and the list asks again for its status and order.
 */
export function useTicketUpdate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ticket: Ticket) => {
      await mutate(ticketPath(ticket.id), ticket, { revalidate: false });
      void revalidateMyTickets(mutate);
    },
    [mutate],
  );
}
