import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import { useCatalogTranslation } from '../i18n';
import { errorMessage, messageText } from '../utils/error-text';

/** Message keys of the flash after a delete. */
export interface DeleteTexts {
  done: string;
  /** Shown when the server gives no reason of its own. */
  failed: string;
}

/**
 * Delete after the confirmation of spec 8. A refusal is shown with the server's reason (a city
 * that still has districts): a back-office that silently does nothing leaves its user guessing.
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: (id: number) => Promise<unknown>,
  texts: DeleteTexts,
  afterwards: () => unknown,
) {
  const { t } = useCatalogTranslation();
  const notify = useNotify();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending || busy) return;
    setBusy(true);
    try {
      await remove(pending.id);
      notify('success', t(texts.done));
    } catch (error) {
      console.error(error);
      notify('error', messageText(t, errorMessage(error, texts.failed)));
    } finally {
      setBusy(false);
      setPending(null);
      void afterwards();
    }
  };

  return { pending, busy, ask: setPending, confirm, cancel: () => setPending(null) };
}
