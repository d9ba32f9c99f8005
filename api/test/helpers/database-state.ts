/**
 * Reading the test database straight, beside the app: rows of a statement, and a fingerprint of
 * everything a refused call must leave alone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';

export async function rows<T>(app: App, query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A fingerprint of everything a refused call must leave alone: users, tasks, the catalog and its
 * files, coupons and referrals, the shop (stock, balances, ledger, payments, orders) and its
 * service (discounts, tickets, reviews, settings), orders' staff notes, the
 * counters and the log. Any committed insert or update leaves a row version with a newer xmin, and a
 * delete changes the count, so (count, newest xmin) per table sees every write, cheaply.
 */
export async function databaseState(app: App): Promise<string> {
  const table = (name: string) =>
    sql.raw(`(SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM ${name})`);
  const [state] = await rows<{ state: string }>(
    app,
    sql`SELECT concat_ws('|', ${table('users')}, ${table('tasks')}, ${table('user_counts')},
      ${table('activities')}, ${table('cities')}, ${table('districts')}, ${table('products')},
      ${table('catalog_counts')}, ${table('uploads')}, ${table('coupons')},
      ${table('coupon_usages')}, ${table('referral_programs')}, ${table('referral_codes')},
      ${table('referrals')}, ${table('balances')},
      ${table('ledger_entries')}, ${table('orders')}, ${table('payments')},
      ${table('product_stock')}, ${table('stock_loads')}, ${table('discounts')},
      ${table('discount_products')}, ${table('tickets')}, ${table('ticket_messages')},
      ${table('reviews')}, ${table('product_ratings')}, ${table('review_counts')},
      ${table('shop_settings')}, ${table('order_notes')}) AS state`,
  );
  return state?.state ?? '';
}
