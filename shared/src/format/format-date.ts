// Dates in the visitor's language (ARCHITECTURE 4: Intl with the chosen locale). One set of
// formatters per locale, so a date reads the same in every back-office list.
import { currentLanguage } from '@storefront/shared/i18n';
import { INTL_LOCALES } from '@storefront/shared/i18n/language';

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const locale = INTL_LOCALES[currentLanguage()];
  const key = `${locale}/${style}`;
  let format = cache.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date' ? { dateStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' };
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** An API timestamp as a Date; null when absent or unparsable. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '05.03.2026' ('05/03/2026' in English); unparsable as it came, missing as `fallback`. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const date = parseDate(value);
  return date ? formatter('date').format(date) : value || fallback;
}

/** '05.03.2026, 14:07'; unparsable as it came, missing as `fallback`. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const date = parseDate(value);
  return date ? formatter('dateTime').format(date) : value || fallback;
}
