import { formatDateTime, parseDate } from '@storefront/shared/format/date';

const fullDateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** Event-log time: seconds matter when several actions happen in one minute. */
export function formatEventTime(value: string): string {
  const date = parseDate(value);
  return date ? fullDateTimeFormat.format(date) : value;
}

/** Spec 2.7: a user who never signed in. */
export const NEVER = 'Никогда';

export function formatLastLogin(value: string | null | undefined): string {
  return value ? formatDateTime(value) : NEVER;
}
