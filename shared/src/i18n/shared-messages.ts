/**
 * The texts of shared's own building blocks (dialogs, pager, lists, errors), namespace
 * `shared`. Registered when this module is first imported.
 */

import ru from '../locales/ru.json';
import { registerMessages } from './i18n';
import { useTranslation } from './use-translation';

export const SHARED_NAMESPACE = 'shared';

registerMessages(SHARED_NAMESPACE, ru, { en: () => import('../locales/en.json') });

export function useSharedTranslation() {
  return useTranslation(SHARED_NAMESPACE);
}
