/**
 * mf-customer's messages (namespace `mf-customer`): Russian inside this remote's own code,
 * English a chunk loaded when chosen. Components read them with `useCustomerTranslation()`.
 */
import { registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import ru from './locales/ru.json';

export const CUSTOMER_NAMESPACE = 'mf-customer';

registerMessages(CUSTOMER_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useCustomerTranslation() {
  return useTranslation(CUSTOMER_NAMESPACE);
}

export type CustomerT = ReturnType<typeof useCustomerTranslation>['t'];
