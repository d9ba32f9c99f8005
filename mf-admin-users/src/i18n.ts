/**
 * This remote's messages (namespace `mf-admin-users`): Russian inside the remote's own code,
 * English a chunk loaded when chosen. Components read them with `useAdminUsersTranslation()`.
 */
import { i18n, registerMessages } from '@storefront/shared/i18n';
import { useTranslation } from '@storefront/shared/i18n/use-translation';
import type { TFunction } from 'i18next';
import ru from './locales/ru.json';

export const ADMIN_USERS_NAMESPACE = 'mf-admin-users';

registerMessages(ADMIN_USERS_NAMESPACE, ru, { en: () => import('./locales/en.json') });

export function useAdminUsersTranslation() {
  return useTranslation(ADMIN_USERS_NAMESPACE);
}

/** The translate function helpers outside React take (validators, error texts). */
export type Translate = TFunction;

/**
 * This namespace in whatever language is current when a text is made: the default for helpers
 * called outside a component (their unit tests), where no hook hands them `t`.
 */
export function currentTranslate(): Translate {
  return i18n.getFixedT(null, ADMIN_USERS_NAMESPACE) as Translate;
}
