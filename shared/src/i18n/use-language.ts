import { useSyncExternalStore } from 'react';
import { currentLanguage, i18n } from './i18n';
import { INTL_LOCALES, type Language } from './language';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/**
 * The language shown now and its Intl locale; re-renders the caller when it changes. Reads the
 * instance directly rather than through useTranslation, which would load (and wait for) a
 * namespace the caller does not need.
 */
export function useLanguage(): { language: Language; locale: string } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { language, locale: INTL_LOCALES[language] };
}
