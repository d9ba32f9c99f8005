import { formatDateTime, parseDate } from '@storefront/shared/format/date';

const eventTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Event-log time: seconds matter when several actions happen in one minute. `locale` is the
 * caller's `useLanguage().locale`, so the rows re-render in a newly chosen language.
 */
export function formatEventTime(value: string, locale: string): string {
  const date = parseDate(value);
  if (!date) return value;
  let format = eventTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
    eventTimeFormats.set(locale, format);
  }
  return format.format(date);
}

/** Spec 2.7: a user who never signed in shows `never` ('Никогда'). */
export function formatLastLogin(value: string | null | undefined, never: string): string {
  return value ? formatDateTime(value) : never;
}
