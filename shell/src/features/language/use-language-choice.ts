import { apiRequest } from '@storefront/shared/api-client';
import { useAuthStore } from '@storefront/shared/auth-store';
import { changeLanguage } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n/language';
import { useLanguage } from '@storefront/shared/i18n/use-language';
import { useCallback } from 'react';

/**
 * The language shown and the way to change it: for everyone at once in this browser
 * (localStorage), and for a signed-in user also on their account (PUT /auth/me), so it follows
 * them to their next sign-in. The page switches first; a failed save is not worth an error.
 */
export function useLanguageChoice(): { language: Language; choose: (next: Language) => void } {
  const { language } = useLanguage();
  const signedIn = useAuthStore((state) => state.user !== null);
  const choose = useCallback(
    (next: Language) => {
      if (next === language) return;
      void changeLanguage(next);
      if (signedIn) {
        apiRequest('/auth/me', { method: 'PUT', json: { language: next } }).catch((error) =>
          console.warn('[shell] the language was not saved to the account', error),
        );
      }
    },
    [language, signedIn],
  );
  return { language, choose };
}
