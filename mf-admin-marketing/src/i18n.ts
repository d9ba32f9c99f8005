/**
 * This remote's messages (namespace `mf-admin-marketing`): Russian inside the remote's own code,
 * English a chunk loaded when chosen. Components read them with `useMarketingTranslation()`.
 */
import { i18n, registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import ru from './locales/ru.json';

export const MARKETING_NAMESPACE = 'mf-admin-marketing';

registerMessages(MARKETING_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useMarketingTranslation() {
  return useTranslation(MARKETING_NAMESPACE);
}

/** The translate function of this namespace, as components get it and pass it to helpers. */
export type MarketingT = ReturnType<typeof useMarketingTranslation>['t'];

/** `t` in the language shown now, for code outside React that has not been handed one. */
export function marketingT(): MarketingT {
  return i18n.getFixedT(null, MARKETING_NAMESPACE);
}
