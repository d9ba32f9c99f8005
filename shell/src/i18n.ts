/**
 * The shell's messages (namespace `shell`): Russian inside the shell's own code, English a chunk
 * loaded when chosen. Components read them with `useShellTranslation()`.
 */
import { registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import ru from './locales/ru.json';

export const SHELL_NAMESPACE = 'shell';

registerMessages(SHELL_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useShellTranslation() {
  return useTranslation(SHELL_NAMESPACE);
}

const WITHOUT_SUSPENSE = { useSuspense: false } as const;

/**
 * For what renders before `startShell` has loaded the chosen language (the start-up loading and
 * failure pages, outside any Suspense boundary): never suspends. Until English arrives it gives
 * the bundled Russian (the fallback language), then re-renders in English.
 */
export function useShellTranslationWithoutSuspense() {
  return useTranslation(SHELL_NAMESPACE, WITHOUT_SUSPENSE);
}
