/**
 * This remote's messages (namespace `mf-admin-sales`): Russian inside the remote's own code,
 * English a chunk loaded when chosen. Components read them with `useSalesTranslation()`.
 */
import { registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import ru from './locales/ru.json';

export const SALES_NAMESPACE = 'mf-admin-sales';

registerMessages(SALES_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useSalesTranslation() {
  return useTranslation(SALES_NAMESPACE);
}

/** The translate function of this namespace, as components get it and pass it to helpers. */
export type SalesT = ReturnType<typeof useSalesTranslation>['t'];
