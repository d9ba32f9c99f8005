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
import { rows } from './database-state.ts';
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
