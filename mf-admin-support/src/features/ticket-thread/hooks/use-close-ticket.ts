import { refusalDetail } from '@storefront/shared/api-client';
import type { Ticket } from '@storefront/shared/contract/tickets';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useRef, useState } from 'react';
import { useSupportTranslation } from '../../../i18n';
import { closeTicket } from '../api/close-ticket';
import { useTicketChanged } from './use-ticket-changed';

/** 'Закрыть тикет': at once (a customer's reply reopens it), once however often pressed. */
export function useCloseTicket() {
  const { t } = useSupportTranslation();
  const notify = useNotify();
  const changed = useTicketChanged();
  const [closing, setClosing] = useState(false);
  const inFlight = useRef(false);

  const close = async (ticket: Ticket) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setClosing(true);
    try {
      const closed = await closeTicket(ticket.id);
      notify('success', t('thread.closed', { number: ticket.number }));
      changed(closed);
    } catch (failure) {
      const detail = refusalDetail(failure);
      notify('error', detail ?? t('thread.closeFailed', { number: ticket.number }));
    } finally {
      inFlight.current = false;
      setClosing(false);
    }
  };

  return { closing, close };
}
