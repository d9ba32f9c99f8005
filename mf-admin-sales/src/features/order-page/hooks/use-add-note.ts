import { refusalDetail } from '@storefront/shared/api-client';
import type { AdminOrderPage, OrderEvent } from '@storefront/shared/contract/orders';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSalesTranslation } from '../../../i18n';
import { adminOrderKey } from '../api/get-admin-order';
import { postOrderNote } from '../api/post-order-note';
import { validateNote } from '../utils/validate-note';

/** The field the form focuses: back to it after a check or a refusal, and after a success. */
function focusText(form: HTMLFormElement) {
  const field = form.elements.namedItem('text');
  if (field instanceof HTMLElement) field.focus();
}

/**
 * The note box: checked as the server checks it before anything is sent, sent once however often
 * the button is pressed (the ref is set before React re-renders the button disabled). A success
 * empties the box and shows the note at once, then reads the page again; a refusal keeps the text
 * with the server's words beside it.
 */
export function useAddNote(orderId: number) {
  const { t } = useSalesTranslation();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // The field is disabled while sending, which takes the keyboard's focus away: once it is
  // enabled again, the focus goes back to it (for the next note, or to mend the refused one).
  const refocus = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    if (sending || !refocus.current) return;
    focusText(refocus.current);
    refocus.current = null;
  }, [sending]);

  const change = (next: string) => {
    setText(next);
    setError(null);
    setRefusal(null);
  };

  const shown = (note: OrderEvent) => (page: AdminOrderPage | undefined) =>
    page && { ...page, timeline: [...page.timeline, note] };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (inFlight.current) return;
    const invalid = validateNote(text);
    setError(invalid);
    if (invalid) {
      // Back in the field, a screen reader reads what is wrong (its description) at once.
      focusText(form);
      return;
    }
    inFlight.current = true;
    refocus.current = form;
    setSending(true);
    setRefusal(null);
    try {
      const note = await postOrderNote(orderId, { text: text.trim() });
      setText('');
      notify('success', t('orderPage.note.added'));
      void mutate(adminOrderKey(orderId), shown(note));
    } catch (failure) {
      setRefusal(refusalDetail(failure) ?? t('orderPage.note.failed'));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return { text, error, refusal, sending, change, submit };
}
