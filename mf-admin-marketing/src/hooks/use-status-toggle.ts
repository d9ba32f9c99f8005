import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import { useMarketingTranslation } from '../i18n';

export interface StatusToggleOptions<T> {
  /** Sends the opposite status of `item`. */
  send: (item: T) => Promise<unknown>;
  /** The message key said when it worked. */
  done: string;
  /** The calls to read again afterwards (their path's prefix): lists, overview and summary. */
  revalidate: string;
}

/** Spec 4 and 8: a row's activate/deactivate button sends the change and says how it went. */
export function useStatusToggle<T extends { id: number }>({
  send,
  done,
  revalidate: prefix,
}: StatusToggleOptions<T>) {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate(prefix);
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (item: T) => {
    setBusyId(item.id);
    try {
      await send(item);
      notify('success', t(done));
    } catch {
      notify('error', t('common.statusError'));
    } finally {
      setBusyId(null);
      void revalidate();
    }
  };

  return { busyId, toggle };
}
