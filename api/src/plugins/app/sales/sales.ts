/**
 * The owner's sales dashboard (issue 23): the period asked for, resolved in the shop's days,
 * its figures beside the same number of days before it, the chart's days (weeks for long
 * periods) and the best products and cities. Definitions: shared/contract/sales.ts.
 */
import type { SalesQuery, SalesReport } from '@storefront/shared/contract/sales';
import { SALES_LIMITS } from '@storefront/shared/limits';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../../i18n/messages.ts';
import { invalidField } from '../../../lib/http-errors.ts';
import { addDays, dayRange, daysIn } from '../../../lib/shop-days.ts';
import { domainPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sales: SalesService;
  }
}

/** The period's first and last day: a quick period counts back from the shop's today. */
function periodOf(query: SalesQuery, today: string): { from: string; to: string } {
  const dates = query.date_from !== undefined || query.date_to !== undefined;
  if (query.period !== undefined && dates) {
    throw invalidField(['query', 'period'], MESSAGES.salesPeriodOrDates);
  }
  if (!dates) {
    switch (query.period ?? '7d') {
      case 'today':
        return { from: today, to: today };
      case '30d':
        return { from: addDays(today, -29), to: today };
      case 'month':
        return { from: `${today.slice(0, 8)}01`, to: today };
      default:
        return { from: addDays(today, -6), to: today };
    }
  }
  const { from, to } = dayRange(query);
  if (!from) throw invalidField(['query', 'date_from'], MESSAGES.salesDateMissing);
  if (!to) throw invalidField(['query', 'date_to'], MESSAGES.salesDateMissing);
  if (daysIn(from, to) > SALES_LIMITS.periodMaxDays) {
    throw invalidField(
      ['query', 'date_to'],
      MESSAGES.salesPeriodTooLong(SALES_LIMITS.periodMaxDays),
    );
  }
  return { from, to };
}

export function createSales(fastify: FastifyInstance) {
  const repo = fastify.salesRepository;
  return {
    async report(query: SalesQuery): Promise<SalesReport> {
      const { today, time_zone } = await repo.today();
      const { from, to } = periodOf(query, today);
      const days = daysIn(from, to);
      const period = { date_from: from, date_to: to };
      const previous = { date_from: addDays(from, -days), date_to: addDays(from, -1) };
      const granularity = days <= SALES_LIMITS.dailyMaxDays ? 'day' : 'week';
      const top = SALES_LIMITS.topSize;
      const [current, before, series, top_products, top_cities] = await Promise.all([
        repo.figures(period),
        repo.figures(previous),
        repo.series(period, granularity),
        repo.topProducts(period, top),
        repo.topCities(period, top),
      ]);
      return {
        time_zone,
        today,
        period,
        previous,
        current,
        before,
        granularity,
        series,
        top_products,
        top_cities,
      };
    },
  };
}

export type SalesService = ReturnType<typeof createSales>;

export default domainPlugin('sales', createSales, ['sales-repository']);
