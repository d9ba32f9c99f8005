/**
 * The React binding of the one i18next instance: `useTranslation(namespace)` → `{ t, i18n }`.
 * Ours rather than react-i18next's, which cost 10 KB (brotli) of every first load for this:
 * re-render on a language change, and suspend until a namespace's messages for the language
 * shown are loaded (the bundled Russian is there at once; English is a chunk).
 */
import type { TFunction } from 'i18next';
import { use, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const loading = new Map<string, Promise<void>>();

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.on('loaded', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.off('loaded', onChange);
  };
}

const shownLanguage = () => i18n.language;

/** The load of `namespace` in `language`, while it is under way; null once it is there. */
function pendingLoad(language: string, namespace: string): Promise<void> | null {
  if (i18n.hasLoadedNamespace(namespace, { lng: language })) return null;
  const key = `${language}/${namespace}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces(namespace).then(() => {
      loading.delete(key);
    });
    loading.set(key, promise);
  }
  return promise;
}

export interface TranslationOptions {
  /**
   * false: never suspend. Until the language's messages arrive `t` gives the bundled Russian
   * (the fallback), then the caller re-renders (for what renders outside any Suspense boundary).
   */
  useSuspense?: boolean;
}

export function useTranslation(
  namespace: string,
  { useSuspense = true }: TranslationOptions = {},
): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, shownLanguage, shownLanguage);
  const load = pendingLoad(language, namespace);
  if (load && useSuspense) use(load);
  // Re-created when the messages arrive too, so a non-suspending caller re-renders with them.
  const ready = load === null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` makes a new `t` on arrival.
  const t = useMemo(() => i18n.getFixedT(language, namespace), [language, namespace, ready]);
  return { t, i18n };
}
