/**
 * mf-auth's messages (namespace `mf-auth`): Russian inside this remote's own code, English a
 * chunk loaded when chosen. Components read them with `useAuthTranslation()`.
 */
import { registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import ru from './locales/ru.json';

export const AUTH_NAMESPACE = 'mf-auth';

registerMessages(AUTH_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useAuthTranslation() {
  return useTranslation(AUTH_NAMESPACE);
}

export type AuthT = ReturnType<typeof useAuthTranslation>['t'];
