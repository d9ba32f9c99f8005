const dateFormat = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'short',
});
const fullDateTimeFormat = new Intl.DateTimeFormat('ru-RU', {
  dateStyle: 'short',
  timeStyle: 'medium',
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spec: dates in the Russian locale; an unparsable value is shown as it came. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : value || fallback;
}

export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : value || fallback;
}

/** Event-log time: seconds matter when several actions happen in one minute. */
export function formatEventTime(value: string): string {
  const date = parse(value);
  return date ? fullDateTimeFormat.format(date) : value;
}

/** Spec 2.7: a user who never signed in. */
export const NEVER = 'Никогда';

export function formatLastLogin(value: string | null | undefined): string {
  return value ? formatDateTime(value) : NEVER;
}
