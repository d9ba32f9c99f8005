/**
 * The journals' date filters (orders, payments) and the sales periods: whole days in the shop's
 * time zone (the settings' `time_zone`; SQL: db/sql/shop-days.ts).
 */
import { MESSAGES } from '../i18n/messages.ts';
import { invalidField } from './http-errors.ts';

/** A real calendar day (ajv checked the shape only: 2026-02-30 is refused here, not by SQL). */
export function day(text: string | undefined, field: string): string | undefined {
  if (text === undefined) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  const real = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  if (!real || text < '1000') throw invalidField(['query', field], MESSAGES.noSuchDate);
  return text;
}

/** A journal's day range: each a real day, the end not before the start (422 on `date_to`). */
export function dayRange(filter: { date_from?: string; date_to?: string }) {
  const from = day(filter.date_from, 'date_from');
  const to = day(filter.date_to, 'date_to');
  if (from && to && to < from) throw invalidField(['query', 'date_to'], MESSAGES.dateRangeReversed);
  return { from, to };
}

const DAY_MS = 86_400_000;
const dayTime = (text: string) => Date.parse(`${text}T00:00:00Z`);

/** The day `n` days after `text` (before, when negative). */
export function addDays(text: string, n: number): string {
  return new Date(dayTime(text) + n * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((dayTime(to) - dayTime(from)) / DAY_MS) + 1;
}
