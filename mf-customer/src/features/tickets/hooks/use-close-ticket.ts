import { useRef, useState } from 'react';
import { closeTicket } from '../api/close-ticket';
import { useTicketUpdate } from './use-ticket-update';

/** 'Закрыть тикет': one call per press; a refusal is kept to be worded at render time. */
export function useCloseTicket(ticketId: number) {
  const update = useTicketUpdate();
  const sending = useRef(false);
  const [closing, setClosing] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const close = async () => {
    if (sending.current) return;
    sending.current = true;
    setClosing(true);
    setFailure(null);
    try {
      await update(await closeTicket(ticketId));
    } catch (error) {
      setFailure({ error });
    } finally {
      sending.current = false;
      setClosing(false);
    }
  };

  return { close, closing, failure };
}
