/**
 * This remote's messages (namespace `mf-storefront`): Russian inside the remote's own code,
 * English a chunk loaded when chosen. Components read them with `useStorefrontTranslation()`.
 */
import { registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import ru from './locales/ru.json';

export const STOREFRONT_NAMESPACE = 'mf-storefront';

registerMessages(STOREFRONT_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useStorefrontTranslation() {
  return useTranslation(STOREFRONT_NAMESPACE);
}

/** The translate function of this namespace, as components get it and pass it to helpers. */
export type StorefrontT = ReturnType<typeof useStorefrontTranslation>['t'];
