import { useAuthStore } from '@storefront/shared/auth-store';
import { changeLanguage, currentLanguage } from '@storefront/shared/i18n';
import { isLanguage } from '@storefront/shared/i18n/language';
import { useEffect } from 'react';

/**
 * After sign-in the account's saved language wins over this browser's choice (issue 13). Once
 * per signed-in user: switching later is the user's own choice, saved by the switch. An account
 * that never chose (`language: null`, issue 21) leaves the browser's choice as it is.
 */
export function AccountLanguage(): null {
  const userId = useAuthStore((state) => state.user?.id);
  useEffect(() => {
    if (userId === undefined) return;
    const saved = useAuthStore.getState().user?.language ?? null;
    if (saved === null || !isLanguage(saved)) return;
    if (saved !== currentLanguage()) void changeLanguage(saved);
  }, [userId]);
  return null;
}
