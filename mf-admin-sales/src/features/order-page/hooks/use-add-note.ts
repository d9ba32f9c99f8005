import type { AdminOrderPage, OrderEvent } from '@storefront/shared/contract/orders';
import { useMessageBox } from '@storefront/shared/forms/message-box';
import { ORDER_NOTE_LIMITS } from '@storefront/shared/limits';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useSWRConfig } from 'swr';
import { useSalesTranslation } from '../../../i18n';
import { adminOrderKey } from '../api/get-admin-order';
import { postOrderNote } from '../api/post-order-note';

/**
 * The note box (shared forms/message-box: the server's checks first, sent once, a refusal kept
 * with its words). A success shows the note on the timeline at once, then reads the page again.
 */
export function useAddNote(orderId: number) {
  const { t } = useSalesTranslation();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  return useMessageBox({
    limits: ORDER_NOTE_LIMITS,
    failed: t('orderPage.note.failed'),
    send: async (text) => {
      const note = await postOrderNote(orderId, { text });
      notify('success', t('orderPage.note.added'));
      const shown = (page: AdminOrderPage | undefined) =>
        page && { ...page, timeline: [...page.timeline, note satisfies OrderEvent] };
      return () => void mutate(adminOrderKey(orderId), shown);
    },
  });
}
