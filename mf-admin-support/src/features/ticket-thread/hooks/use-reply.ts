import { useMessageBox } from '@storefront/shared/forms/message-box';
import { TICKET_LIMITS } from '@storefront/shared/limits';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useSupportTranslation } from '../../../i18n';
import { postTicketMessage } from '../api/post-ticket-message';
import { useTicketChanged } from './use-ticket-changed';

/**
 * The reply box (shared forms/message-box: the contract's limits first, sent once, a refusal kept
 * with the server's words); the thread shows the reply once the box is empty.
 */
export function useReply(ticketId: number) {
  const { t } = useSupportTranslation();
  const notify = useNotify();
  const changed = useTicketChanged();
  return useMessageBox({
    limits: TICKET_LIMITS,
    failed: t('thread.reply.failed'),
    send: async (text) => {
      const ticket = await postTicketMessage(ticketId, { text });
      notify('success', t('thread.reply.sent'));
      return () => changed(ticket);
    },
  });
}
