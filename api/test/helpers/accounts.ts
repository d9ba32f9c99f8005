/**
 * Accounts of any role, written straight to the database with one shared password hash and
 * signed in without the token call: the admin tests need dozens, and an argon2 hash or login
 * per account would cost 40 ms each.
 */

import { before } from 'node:test';
import type { Role } from '@storefront/shared/contract/values';
import { type SQL, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { NewUserRow, UserRow } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import type { useApp } from './app.ts';
import { bearer, uniqueName } from './requests.ts';

export const ACCOUNT_PASSWORD = 'account-pass-1';
let sharedHash: Promise<string> | undefined;

export interface Account extends UserRow {
  token: string;
  headers: { authorization: string };
}

export interface AccountOptions extends Partial<Omit<NewUserRow, 'passwordHash'>> {
  role?: Role;
}

export async function createAccount(app: App, options: AccountOptions = {}): Promise<Account> {
  sharedHash ??= hashPassword(ACCOUNT_PASSWORD);
  const row = await app.usersRepository.create({
    username: uniqueName(options.role ?? 'customer'),
    ...options,
    passwordHash: await sharedHash,
  });
  const token = app.issueAccessToken(row);
  return { ...row, token, headers: bearer(token) };
}

export const superuserOptions = { role: 'admin', isSuperuser: true } as const;

/** A fresh active superuser. */
export const newAdmin = (app: App) => createAccount(app, superuserOptions);

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

/** count(*) the slow way, to check the answers' totals against. */
export async function countUsers(app: App, where: SQL = sql`true`): Promise<number> {
  const [row] = await rows<{ n: number }>(
    app,
    sql`SELECT count(*)::int AS n FROM users WHERE ${where}`,
  );
  return row?.n ?? 0;
}

/** For a suite acting as an admin: the admin, made before its tests, and a call as them. */
export function useAdmin(ctx: ReturnType<typeof useApp>) {
  let made: Account | undefined;
  before(async () => {
    made = await newAdmin(ctx.app);
  });
  const admin = () => {
    if (!made) throw new Error('useAdmin: the admin is made in before()');
    return made;
  };
  const asAdmin = (method: string, url: string, payload?: object) =>
    ctx.call(admin(), method, url, payload);
  return { admin, asAdmin };
}
