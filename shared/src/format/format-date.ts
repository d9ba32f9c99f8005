// Spec: dates in the Russian locale (ARCHITECTURE 4: Intl with ru-RU). One set of formatters,
// so a date reads the same in every back-office list.
const dates = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short' });
const dateTimes = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'short', timeStyle: 'short' });

/** An API timestamp as a Date; null when absent or unparsable. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '05.03.2026'; an unparsable value is shown as it came, a missing one as `fallback`. */
export function formatDate(value: string | null | undefined, fallback = '—'): string {
  const date = parseDate(value);
  return date ? dates.format(date) : value || fallback;
}

/** '05.03.2026, 14:07'; an unparsable value is shown as it came, a missing one as `fallback`. */
export function formatDateTime(value: string | null | undefined, fallback = '—'): string {
  const date = parseDate(value);
  return date ? dateTimes.format(date) : value || fallback;
}
