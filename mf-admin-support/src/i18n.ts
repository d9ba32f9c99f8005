/**
 * This remote's messages (namespace `mf-admin-support`): Russian inside the remote's own code,
 * English a chunk loaded when chosen. Components read them with `useSupportTranslation()`.
 */
import { registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import ru from './locales/ru.json';

export const SUPPORT_NAMESPACE = 'mf-admin-support';

registerMessages(SUPPORT_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useSupportTranslation() {
  return useTranslation(SUPPORT_NAMESPACE);
}

/** The translate function of this namespace, as components get it and pass it to helpers. */
export type SupportT = ReturnType<typeof useSupportTranslation>['t'];
