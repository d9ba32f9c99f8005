import type { SalesQuery } from '@storefront/shared/contract/sales';
import { SALES_PERIODS } from '@storefront/shared/limits';

export type QuickPeriod = (typeof SALES_PERIODS)[number];
/** The period picker's choices: the quick periods, or dates of one's own. */
export type PeriodChoice = QuickPeriod | 'custom';
export const PERIOD_CHOICES: readonly PeriodChoice[] = [...SALES_PERIODS, 'custom'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address's period (`?period=30d`, `?from=…&to=…`): the call to make, or null to wait. */
export function salesQueryOf(params: URLSearchParams): {
  choice: PeriodChoice;
  query: SalesQuery | null;
  from: string;
  to: string;
} {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period = params.get('period');
  if (period === 'custom') {
    // Both dates, each a day: the server judges the rest (reversed, too long) and says why.
    const ready = DAY.test(from) && DAY.test(to);
    return { choice: 'custom', query: ready ? { date_from: from, date_to: to } : null, from, to };
  }
  const quick = (SALES_PERIODS as readonly string[]).includes(period ?? '')
    ? (period as QuickPeriod)
    : '7d';
  return { choice: quick, query: { period: quick }, from, to };
}

/** The change from `before` to `now` as a fraction (0.25 is +25 %); null when nothing before. */
export function changeOf(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / Math.abs(before);
}
