/**
 * Dates and date-times from query strings and bodies: `2025-01-31` or `2025-01-31T10:00[:ss]`
 * with an optional zone (none means UTC). The schema checks the shape; this checks the calendar
 * (no 31 February) and turns the text into an instant.
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function calendarDay(text: string): number | null {
  const match = DATE_ONLY.exec(text.slice(0, 10));
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  const real =
    back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d;
  return real ? ms : null;
}

/**
 * `end`: the upper bound of a range. A date alone then means the whole day, so the instant is
 * the next midnight (exclusive); a date-time is used as given.
 */
export function parseInstant(text: string, bound: 'start' | 'end' = 'start'): Date | null {
  const day = calendarDay(text);
  if (day === null) return null;
  if (text.length === 10) return new Date(bound === 'end' ? day + DAY_MS : day);
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : new Date(ms);
}

/** Starts of the current UTC day, ISO week (Monday) and month: the statistics' periods. */
export function utcPeriodStarts(now: Date = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return {
    today: new Date(today),
    week: new Date(today - sinceMonday * DAY_MS),
    month: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  };
}
