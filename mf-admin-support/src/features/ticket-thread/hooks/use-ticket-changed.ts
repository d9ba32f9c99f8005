import type { Ticket } from '@storefront/shared/contract/tickets';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { refreshOpenTicketCount } from '@storefront/shared/shop/open-tickets';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { ticketKey } from '../api/get-ticket';

/**
 * After a reply or a close: the thread shows the server's answer at once and is read again,
 * the lists drop their old status, and the admin menu's open count (the shell's) follows.
 */
export function useTicketChanged(): (ticket: Ticket) => void {
  const { mutate } = useSWRConfig();
  const revalidateLists = useRevalidate('/admin/tickets');
  return useCallback(
    (ticket: Ticket) => {
      void mutate(ticketKey(ticket.id), ticket);
      void revalidateLists();
      void refreshOpenTicketCount();
    },
    [mutate, revalidateLists],
  );
}
