/**
 * The owner's sales figures (issue 23): GET /admin/sales (admins only), read from the days the
 * database keeps (api migration 0018), so their cost does not grow with the number of orders.
 *
 * Definitions (also on the dashboard's help text and in the API README): an order counts on
 * the day it was placed, in the shop's time zone. Revenue is what the period's orders brought
 * less what their cancels gave back; `orders` counts the period's orders not cancelled since;
 * `refunds` is what was given back for the period's orders cancelled since; the average order
 * is revenue over orders. New customers are accounts made in the period with the customer role;
 * top-ups are the payments credited to balances in the period.
 */
import { type Static, Type } from 'typebox';
import { SALES_PERIODS } from '../validation/limits';
import { ShopDay, strict } from './common';
import { MoneyAnswer } from './money';

/**
 * GET /admin/sales?period (today, 7d, 30d, month: the shop's current month so far) or
 * ?date_from&date_to (inclusive, at most SALES_LIMITS.periodMaxDays days; the end not before the
 * start). Without either: the last 7 days.
 */
export const SalesQuery = Type.Object(
  {
    period: Type.Optional(Type.Enum([...SALES_PERIODS])),
    date_from: Type.Optional(ShopDay),
    date_to: Type.Optional(ShopDay),
  },
  strict,
);
export type SalesQuery = Static<typeof SalesQuery>;

export const DayRange = Type.Object({ date_from: ShopDay, date_to: ShopDay });
export type DayRange = Static<typeof DayRange>;

export const SalesFigures = Type.Object({
  revenue: MoneyAnswer,
  orders: Type.Integer(),
  /** revenue / orders, rounded to kopecks; "0.00" without orders. */
  average_order: MoneyAnswer,
  refunds: MoneyAnswer,
  refunded_orders: Type.Integer(),
  new_customers: Type.Integer(),
  top_ups: MoneyAnswer,
  top_up_count: Type.Integer(),
});
export type SalesFigures = Static<typeof SalesFigures>;

/** One bar of the chart: a day, or a week from its Monday (clipped to the period). */
export const SalesPoint = Type.Object({
  start: ShopDay,
  revenue: MoneyAnswer,
  orders: Type.Integer(),
});
export type SalesPoint = Static<typeof SalesPoint>;

/** What a product's or a city's orders of the period brought (not cancelled). */
const ranked = { name: Type.String(), revenue: MoneyAnswer, orders: Type.Integer() };

export const SalesTopProduct = Type.Object({
  product_id: Type.Integer(),
  ...ranked,
  quantity: Type.Integer(),
});
export type SalesTopProduct = Static<typeof SalesTopProduct>;

export const SalesTopCity = Type.Object({ city_id: Type.Integer(), ...ranked });
export type SalesTopCity = Static<typeof SalesTopCity>;

export const SalesReport = Type.Object({
  /** The zone the days are in (the settings' `time_zone`). */
  time_zone: Type.String(),
  /** The shop's today, so a client words "today" as the server counted it. */
  today: ShopDay,
  period: DayRange,
  /** The same number of days just before the period. */
  previous: DayRange,
  current: SalesFigures,
  before: SalesFigures,
  /** Days up to SALES_LIMITS.dailyMaxDays days, weeks beyond. */
  granularity: Type.Enum(['day', 'week']),
  /** Every day (or week) of the period in order, empty ones with zeros. */
  series: Type.Array(SalesPoint),
  /** The best SALES_LIMITS.topSize by revenue in the period (orders not cancelled). */
  top_products: Type.Array(SalesTopProduct),
  top_cities: Type.Array(SalesTopCity),
});
export type SalesReport = Static<typeof SalesReport>;
