import type { Ticket } from '@storefront/shared/contract/tickets';
import { useValidatedForm } from '@storefront/shared/forms';
import { type FormEvent, useRef, useState } from 'react';
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
 * 'Новый тикет': checked on submit, then as it changes; one ticket per press however fast the
 * presses come (a ref guards the send: two clicks in one frame both see the old state). The
 * created ticket is put in the cache, so its thread shows at once (while it is asked again),
 * and the list asks again.
 */
export function useNewTicket(onCreated: (ticket: Ticket) => void) {
  const form = useValidatedForm<NewTicketValues>(EMPTY, (values) => {
    const subject = checkSubject(values.subject);
    const text = checkMessage(values.text);
    return { ...(subject && { subject }), ...(text && { text }) };
  });
  const { mutate } = useSWRConfig();
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const setField = (field: keyof NewTicketValues, value: string) => {
    setFailure(null);
    form.setField(field, value);
  };

  const reset = () => {
    form.reset();
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || !form.check()) return;
    sending.current = true;
    setSubmitting(true);
    setFailure(null);
    const { subject, text, order_id } = form.values;
    try {
      const ticket = await createTicket({
        subject: subject.trim(),
        text: text.trim(),
        order_id: order_id ? Number(order_id) : null,
      });
      await mutate(ticketPath(ticket.id), ticket, { revalidate: false });
      void revalidateMyTickets(mutate);
      // The thread opens next: the button stays disabled, the form is left.
      onCreated(ticket);
    } catch (error) {
      sending.current = false;
      setSubmitting(false);
      setFailure({ error });
      // The fields were disabled while sending, which dropped the focus.
      form.focusField('subject');
    }
  };

  return { form, setField, submitting, failure, submit, reset };
}
