import { refusalDetail } from '@storefront/shared/api-client';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useRef, useState } from 'react';
import { useSupportTranslation } from '../../../i18n';
import { postTicketMessage } from '../api/post-ticket-message';
import { validateReply } from '../utils/validate-reply';
import { useTicketChanged } from './use-ticket-changed';

/**
 * The reply box: checked against the contract's limits on submit, sent once however often the
 * button is pressed (the ref is set before React re-renders the button disabled), and a
 * refusal keeps the text with the server's words beside it.
 */
export function useReply(ticketId: number) {
  const { t } = useSupportTranslation();
  const notify = useNotify();
  const changed = useTicketChanged();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const change = (next: string) => {
    setText(next);
    setError(null);
    setRefusal(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const invalid = validateReply(text);
    setError(invalid);
    if (invalid) {
      // Back in the field, a screen reader reads what is wrong (its description) at once.
      const field = (event.currentTarget as HTMLFormElement).elements.namedItem('text');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const ticket = await postTicketMessage(ticketId, { text: text.trim() });
      setText('');
      notify('success', t('thread.reply.sent'));
      changed(ticket);
    } catch (failure) {
      const detail = refusalDetail(failure);
      setRefusal(detail ?? t('thread.reply.failed'));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { text, error, refusal, sending, change, submit };
}
