import { useValidatedForm } from '@storefront/shared/forms';
import { type FormEvent, useRef, useState } from 'react';
import { sendTicketMessage } from '../api/send-ticket-message';
import { checkMessage } from '../utils/validate-ticket';
import { useTicketUpdate } from './use-ticket-update';

type Values = { text: string };
const EMPTY: Values = { text: '' };

/**
 * The reply box: checked on submit, then as it changes; one message per press (a ref guards
 * the send). On success the box empties and the thread shows the ticket the server answered.
 */
export function useReply(ticketId: number) {
  const form = useValidatedForm<Values>(EMPTY, ({ text }) => {
    const problem = checkMessage(text);
    return problem ? { text: problem } : {};
  });
  const update = useTicketUpdate();
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const setText = (value: string) => {
    setFailure(null);
    form.setField('text', value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || !form.check()) return;
    sending.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await update(await sendTicketMessage(ticketId, { text: form.values.text.trim() }));
      form.reset();
    } catch (error) {
      setFailure({ error });
    } finally {
      sending.current = false;
      setSubmitting(false);
      // The box was disabled while sending, which dropped the focus: back to it, to go on.
      form.focusField('text');
    }
  };

  return { form, setText, submitting, failure, submit };
}
