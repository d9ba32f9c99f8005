// The administration screens (issue 3): data seeded through the real API with one admin token,
// and the few things the users, staff and event-log tests look at again and again.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { Visitor } from './browser';
import { expect } from './expect';
import { login } from './flows';
import { ADMIN, type Product } from './product';

export type Role = 'admin' | 'staff' | 'executor' | 'customer';
/** An account to seed: its login, role ('customer') and whether it is active (yes). */
export type Account = [username: string, role?: Role, isActive?: boolean];

export interface AdminUser {
  id: number;
  username: string;
  role: Role;
  is_active: boolean;
  is_superuser: boolean;
}

/** The password of every seeded account. */
export const SEED_PASSWORD = 'seed-password-1';

/** The access token POST /auth/token gives this account (sign-in is rate-limited: reuse it). */
export async function signInToken(product: Product, username: string, password: string) {
  const response = await fetch(`${product.url}/api/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Someone's own calls under /api/v1, with their token; a failed answer fails the test. */
export class ApiSession {
  private readonly base: string;

  constructor(
    product: Product,
    private readonly token: string,
  ) {
    this.base = `${product.url}/api/v1`;
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }
}

/** The API as the superuser: one token for the whole file. */
export class AdminApi extends ApiSession {
  static async signIn(product: Product): Promise<AdminApi> {
    return new AdminApi(product, await signInToken(product, ADMIN.username, ADMIN.password));
  }

  /** POST /admin/users (not rate-limited, unlike registration). */
  createUser(username: string, role: Role = 'customer', isActive = true): Promise<AdminUser> {
    return this.call('POST', '/admin/users', {
      username,
      password: SEED_PASSWORD,
      role,
      is_active: isActive,
    });
  }

  /** Creates the accounts a few at a time; the answer keeps the order of `accounts`. */
  async createUsers(accounts: Account[]): Promise<AdminUser[]> {
    const created: AdminUser[] = [];
    for (let i = 0; i < accounts.length; i += 5) {
      const batch = accounts.slice(i, i + 5);
      created.push(...(await Promise.all(batch.map((a) => this.createUser(...a)))));
    }
    return created;
  }

  /** PUT /admin/users/{id} with only what changes. */
  update(id: number, changes: Partial<Omit<AdminUser, 'id' | 'username'>>): Promise<AdminUser> {
    return this.call('PUT', `/admin/users/${id}`, changes);
  }

  user(id: number): Promise<AdminUser> {
    return this.call('GET', `/admin/users/${id}`);
  }
}

/**
 * Runs `seed` once, on first use. A test awaits it rather than relying on a top-level before()
 * hook, whose order against the suite's own hook Node 20's runner does not keep.
 */
export function seeded<T>(seed: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => {
    result ??= seed();
    return result;
  };
}

/**
 * The superuser's API and `accounts` created through it, once, on first use (as `seeded`), with
 * what `more` adds, given the API and the created accounts by login.
 */
export function seededAccounts<T extends object = object>(
  product: Product,
  accounts: Account[],
  more: (api: AdminApi, user: (username: string) => AdminUser) => Promise<T> | T = () => ({}) as T,
): () => Promise<T & { api: AdminApi }> {
  return seeded(async () => {
    const api = await AdminApi.signIn(product);
    const created = await api.createUsers(accounts);
    return { api, ...(await more(api, (username) => pick(created, username))) };
  });
}

/** The created account with this login. */
export function pick(users: AdminUser[], username: string): AdminUser {
  const user = users.find((u) => u.username === username);
  assert.ok(user, `${username} was created`);
  return user;
}

/** A fresh browser profile signed in through the login page. */
export async function signedIn(
  visitor: (viewport?: { width: number; height: number }) => Promise<Visitor>,
  username = ADMIN.username,
  password = ADMIN.password,
  viewport?: { width: number; height: number },
): Promise<Visitor> {
  const signed = await visitor(viewport);
  await login(signed.page, username, password);
  // The superuser lands on /admin/statistics (spec 4); wait for it so no redirect is pending.
  if (username === ADMIN.username) await expect.path(signed.page, '/admin/statistics');
  return signed;
}

/** The rows of a users or staff list (`Пользователи` / `Персонал`). */
export function rowsOf(page: Page, list: 'Пользователи' | 'Персонал' = 'Пользователи'): Locator {
  return page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
}

/** The row whose login is exactly `username`. */
export function rowOf(
  page: Page,
  username: string,
  list: 'Пользователи' | 'Персонал' = 'Пользователи',
): Locator {
  return rowsOf(page, list).filter({ has: page.getByText(username, { exact: true }) });
}

/** Polls `read` until `ok` or the timeout, and returns the last value read. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeout = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 100));
    value = await read();
  }
  return value;
}

/** The logins the list shows, in order. */
async function shownLogins(page: Page, list: 'Пользователи' | 'Персонал'): Promise<string[]> {
  // The login is the first paragraph of a row; badges and facts follow it.
  return rowsOf(page, list).evaluateAll((rows) =>
    rows.map((row) => row.querySelector('p')?.textContent ?? ''),
  );
}

/** Waits until the list shows exactly these logins (in any order) and returns them in order. */
export async function expectLogins(
  page: Page,
  expected: string[],
  list: 'Пользователи' | 'Персонал' = 'Пользователи',
): Promise<string[]> {
  const want = JSON.stringify([...expected].sort());
  const shown = await until(
    () => shownLogins(page, list),
    (logins) => JSON.stringify([...logins].sort()) === want,
  );
  assert.deepEqual([...shown].sort(), [...expected].sort());
  return shown;
}

/** Waits until the list shows this many rows and returns their logins in order. */
export async function expectRowCount(page: Page, count: number): Promise<string[]> {
  const shown = await until(
    () => shownLogins(page, 'Пользователи'),
    (logins) => logins.length === count,
  );
  assert.equal(shown.length, count, `rows: ${shown.join(', ')}`);
  return shown;
}

/** Waits (up to `timeout` ms) until `read` answers `expected`, and asserts it did. */
export async function expectEventually<T>(
  read: () => Promise<T>,
  expected: T,
  why?: string,
  timeout?: number,
): Promise<void> {
  const shown = await until(read, (value) => value === expected, timeout);
  assert.equal(shown, expected, why);
}

/** Waits until a form field's value is `value`. */
export function expectValue(locator: Locator, value: string, why = ''): Promise<void> {
  return expectEventually(() => locator.inputValue(), value, why, 5_000);
}

/** Waits until the locator matches this many elements. */
export function expectCount(locator: Locator, count: number): Promise<void> {
  return expectEventually(() => locator.count(), count);
}

/** Waits until the address's query is exactly `expected` (order aside). */
export async function expectQuery(page: Page, expected: Record<string, string>): Promise<void> {
  const read = async () => Object.fromEntries(new URL(page.url()).searchParams);
  const want = JSON.stringify(Object.entries(expected).sort());
  const query = await until(read, (q) => JSON.stringify(Object.entries(q).sort()) === want);
  assert.deepEqual(query, expected);
}

/** Waits until an element's whole text is `text` (for multi-line messages). */
export async function expectWholeText(locator: Locator, text: string): Promise<void> {
  await locator.waitFor();
  await expectEventually(async () => (await locator.textContent())?.trim() ?? '', text);
}

/** The event log's entry with this description, which must name who did it. */
export async function expectLogEntry(
  page: Page,
  description: string,
  actor: string,
  action: string,
): Promise<void> {
  const entry = page
    .getByRole('list', { name: 'События' })
    .getByRole('listitem')
    .filter({ has: page.getByText(description, { exact: true }) });
  await entry.first().waitFor();
  assert.equal(await entry.count(), 1, `one entry '${description}'`);
  await entry.getByText(actor, { exact: true }).waitFor();
  await entry.getByText(action, { exact: true }).waitFor();
}

/** Holds the edit page's PUT a moment, so its 'Применение...' state can be seen. */
export async function slowDownSaves(page: Page, ms = 800): Promise<void> {
  await page.route('**/api/v1/admin/users/*', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((wait) => setTimeout(wait, ms));
    await route.continue();
  });
}
