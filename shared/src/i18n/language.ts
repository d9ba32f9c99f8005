/**
 * The visitor's language: Russian first, English second. A guest's choice is kept in
 * localStorage `language`; a signed-in user's saved choice wins after sign-in (the shell applies
 * it). Pure of React and i18next, so the API client can read it for Accept-Language.
 */
export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
export const LANGUAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** What Intl formats numbers, amounts and dates with in each language. */
export const INTL_LOCALES: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB' };
