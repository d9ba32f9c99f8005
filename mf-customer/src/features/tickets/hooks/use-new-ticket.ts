import type { Ticket } from '@storefront/shared/contract/tickets';
import { useValidatedForm } from '@storefront/shared/forms';
import { useFormSubmit } from '@storefront/shared/forms/submit';
import { useSWRConfig } from 'swr';
import { createTicket } from '../api/create-ticket';
import { revalidateMyTickets } from '../api/get-my-tickets';
import { ticketPath } from '../api/get-ticket';
import { checkMessage, checkSubject } from '../utils/validate-ticket';

export interface NewTicketValues {
  subject: string;
  text: string;
  /** '' for no order, else the order's id. */
  order_id: string;
}

const EMPTY: NewTicketValues = { subject: '', text: '', order_id: '' };

/**
 * 'Новый тикет': checked on submit, then as it changes; one ticket per press. The created ticket
 * is put in the cache, so its thread shows at once (while it is asked again), and the list asks
 * again. The thread opens next: the button stays disabled, the form is left.
 */
export function useNewTicket(onCreated: (ticket: Ticket) => void) {
  const form = useValidatedForm<NewTicketValues>(EMPTY, (values) => {
    const subject = checkSubject(values.subject);
    const text = checkMessage(values.text);
    return { ...(subject && { subject }), ...(text && { text }) };
  });
  const { mutate } = useSWRConfig();
  return useFormSubmit(
    form,
    async ({ subject, text, order_id }) => {
      const ticket = await createTicket({
        subject: subject.trim(),
        text: text.trim(),
        order_id: order_id ? Number(order_id) : null,
      });
      await mutate(ticketPath(ticket.id), ticket, { revalidate: false });
      void revalidateMyTickets(mutate);
      onCreated(ticket);
    },
    { refocus: 'subject', staysBusy: true },
  );
}
