import { useEffect } from 'react';
import { useShellTranslation } from '../../i18n';

/** The tab's title in the language shown (index.html's is the Russian one, for the first paint). */
export function DocumentTitle(): null {
  const { t } = useShellTranslation();
  const title = t('documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
