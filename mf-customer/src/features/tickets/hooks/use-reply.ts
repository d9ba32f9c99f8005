import { useValidatedForm } from '@storefront/shared/forms';
import { useFormSubmit } from '@storefront/shared/forms/submit';
import { sendTicketMessage } from '../api/send-ticket-message';
import { checkMessage } from '../utils/validate-ticket';
import { useTicketUpdate } from './use-ticket-update';

type Values = { text: string };
const EMPTY: Values = { text: '' };

/**
 * The reply box: checked on submit, then as it changes; one message per press. On success the
 * box empties and the thread shows the ticket the server answered. The box was disabled while
 * sending, which dropped the focus: it goes back to it either way, to go on.
 */
export function useReply(ticketId: number) {
  const form = useValidatedForm<Values>(EMPTY, ({ text }) => {
    const problem = checkMessage(text);
    return problem ? { text: problem } : {};
  });
  const update = useTicketUpdate();
  return useFormSubmit(
    form,
    async ({ text }) => {
      const ticket = await sendTicketMessage(ticketId, { text: text.trim() });
      // Emptied before the thread shows the message: never both at once.
      form.reset();
      await update(ticket);
      form.focusField('text');
    },
    { refocus: 'text' },
  );
}
