/** The journals' date filters (orders, payments): whole days in the shop's time zone. */
import { MESSAGES } from '../i18n/messages.ts';
import { invalidField } from './http-errors.ts';

/** The shop's day boundaries (shop-spec 1.4 filters); the settings of issue 15 may move it. */
export const SHOP_TIME_ZONE = 'Europe/Moscow';

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
