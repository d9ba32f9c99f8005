/**
 * The catalog back-office's messages (namespace `mf-admin-catalog`): Russian inside this
 * remote's own code, English a chunk loaded when chosen. Components read them with
 * `useCatalogTranslation()`.
 */
import { i18n, registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import ru from './locales/ru.json';

export const CATALOG_NAMESPACE = 'mf-admin-catalog';

registerMessages(CATALOG_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useCatalogTranslation() {
  return useTranslation(CATALOG_NAMESPACE);
}

/** The translate function of this namespace, for helpers that build texts outside React. */
export type Translate = ReturnType<typeof useCatalogTranslation>['t'];

/**
 * A message in Russian whatever language is chosen: the spec's own words, which the tests
 * written against the spec import from the modules that show them.
 */
export function russianText(key: string, values?: Record<string, unknown>): string {
  return i18n.t(key, { ...values, lng: 'ru', ns: CATALOG_NAMESPACE });
}
