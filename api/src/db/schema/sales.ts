/**
 * The shop's sales kept by day (issue 23), so the owner's dashboard reads a few rows per day
 * whatever the number of orders. Triggers (migration 0018) keep them in the transaction of the
 * order, the cancel, the registration and the top-up that move them; a day is the shop's
 * (`shop_settings.time_zone`), and a change of the zone rebuilds them from the journals.
 *
 * An order counts on the day it was placed: its total in `gross`, and, once cancelled (the
 * money goes back), in `refunds` of that same day. Revenue is gross − refunds.
 *
 * `sales_days` is striped: each writer adds to one of a few rows of its day (by the row's id),
 * so concurrent purchases do not all wait for one row's lock; a day's figure is their sum.
 */
import {
  type AnyPgColumn,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
} from 'drizzle-orm/pg-core';

/** Sums of money that may exceed one order's 12 digits. */
const total = (name: string) => numeric(name, { precision: 16, scale: 2 }).notNull().default('0');
const count = (name: string) => integer(name).notNull().default(0);

export const salesDays = pgTable(
  'sales_days',
  {
    day: date('day').notNull(),
    stripe: smallint('stripe').notNull(),
    /** Orders placed, and their totals. */
    orders: count('orders'),
    gross: total('gross'),
    /** Of those, the ones cancelled since, and the totals given back. */
    canceled: count('canceled'),
    refunds: total('refunds'),
    /** Customers who registered. */
    newCustomers: count('new_customers'),
    /** Top-ups credited (the gateway's or the test provider's payments), and their sum. */
    topUps: count('top_ups'),
    topUpAmount: total('top_up_amount'),
  },
  (t) => [primaryKey({ columns: [t.day, t.stripe] })],
);

/**
 * What one product's (`product_id`) or one city's (`city_id`) orders of a day brought, net of
 * their cancels; a product's day counts its units too.
 */
const perDay = (table: string, key: string, columns: Record<string, ReturnType<typeof count>>) =>
  pgTable(
    table,
    {
      day: date('day').notNull(),
      [key]: integer(key).notNull(),
      orders: count('orders'),
      ...columns,
      revenue: total('revenue'),
    },
    // The key's column is named at run time: its type is any column's.
    (t) => [
      primaryKey({ columns: [t.day, (t as Record<string, AnyPgColumn>)[key] as AnyPgColumn] }),
    ],
  );

export const salesProductDays = perDay('sales_product_days', 'product_id', {
  quantity: count('quantity'),
});
export const salesCityDays = perDay('sales_city_days', 'city_id', {});
