// The marketing screens (issue 5): /admin/coupons and /admin/referrals. Customers act through the
// real API with their own token (apply a coupon, get their referral code); the screens are read
// by their accessible names and their texts with the non-breaking spaces of ru-RU made plain.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  type AdminApi,
  ApiSession,
  expectEventually,
  SEED_PASSWORD,
  signInToken,
  until,
} from './admin';
import type { Product } from './product';

export interface Coupon {
  id: number;
  code: string;
  name: string;
  status: 'active' | 'inactive';
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  discount_value: number;
  coupon_type: 'percentage' | 'fixed';
  maximum_discount_amount: number | null;
}

export interface ReferralCode {
  id: number;
  code: string;
  username: string;
  is_active: boolean;
}

/** Text as a person reads it: ru-RU puts U+00A0 / U+202F in '1 000 ₽' and '0 %'. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** A customer's own calls to the API (buy, get their referral code). */
export class CustomerApi extends ApiSession {
  static async signIn(product: Product, username: string, password = SEED_PASSWORD) {
    return new CustomerApi(product, await signInToken(product, username, password));
  }

  /** POST /referrals/my-code: the customer's own referral code (made on first call). */
  myCode() {
    return this.call<ReferralCode>('POST', '/referrals/my-code');
  }
}

/** The rows of a list named `name` ('Купоны', 'Использования купонов', 'Рефералы', ...). */
export function rowsIn(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('list', { name, exact: true }).getByRole('listitem');
}

/** The row of list `name` showing exactly `text` (a code, a login, a program's name). */
export function rowIn(page: Page, name: string, text: string): Locator {
  return rowsIn(page, name).filter({ has: page.getByText(text, { exact: true }) });
}

/** Each row's first line: a coupon's or referral code's code, a usage's login, 'a → b'. */
function firstLines(page: Page, name: string): Promise<string[]> {
  return rowsIn(page, name).evaluateAll((rows) =>
    rows.map((row) => (row.querySelector('p')?.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

/** Waits until the list shows exactly these first lines (order aside). */
export async function expectRows(page: Page, name: string, expected: string[]): Promise<void> {
  const want = [...expected].sort();
  const shown = await until(
    () => firstLines(page, name),
    (lines) => JSON.stringify([...lines].sort()) === JSON.stringify(want),
  );
  assert.deepEqual([...shown].sort(), want, `rows of '${name}'`);
}

/** Types into the searchbox `box` and waits until list `list` shows exactly `rows`. */
export function searcher(page: Page, box: string, list: string) {
  const field = page.getByRole('searchbox', { name: box, exact: true });
  return async (text: string, rows: string[]) => {
    await field.fill(text);
    await expectRows(page, list, rows);
  };
}

/** Waits until a summary card reads [title, value, caption?]. */
export async function expectCard(page: Page, title: string, value: string, caption?: string) {
  const card = page.getByRole('group', { name: title, exact: true });
  const want = caption === undefined ? [title, value] : [title, value, caption];
  const read = () =>
    card.locator('p').evaluateAll((ps) => ps.map((p) => p.textContent ?? '')) as Promise<string[]>;
  const shown = await until(
    async () => (await read()).map(plain),
    (lines) => JSON.stringify(lines) === JSON.stringify(want),
  );
  assert.deepEqual(shown, want, `card '${title}'`);
}

/** Waits until the element's whole text, spaces made plain, is `text`. */
export async function expectPlainText(locator: Locator, text: string): Promise<void> {
  await locator.waitFor();
  await expectEventually(async () => plain(await locator.textContent()), text);
}

/** Waits until a button is (or is not) disabled. */
export function expectDisabled(button: Locator, disabled: boolean, why = ''): Promise<void> {
  return expectEventually(() => button.isDisabled(), disabled, why, 5_000);
}

/** The flash message at the foot of the page (role status, or alert for a failure). */
export async function expectFlash(page: Page, text: string): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

/** Holds requests to exactly this API path and method a moment, to see the in-between states. */
export async function slowDown(page: Page, pathname: string, method: string, ms: number) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() === method) await new Promise((wait) => setTimeout(wait, ms));
      await route.continue();
    },
  );
}

/** The coupons whose code, name or description contains `search` (GET /coupons/coupons). */
export async function couponsMatching(api: AdminApi, search: string): Promise<Coupon[]> {
  const query = `search=${encodeURIComponent(search)}&size=100`;
  return (await api.call<{ coupons: Coupon[] }>('GET', `/coupons/coupons?${query}`)).coupons;
}

/** The one coupon named exactly `name`. */
export async function couponNamed(api: AdminApi, name: string): Promise<Coupon> {
  const found = (await couponsMatching(api, name)).filter((c) => c.name === name);
  assert.equal(found.length, 1, `one coupon '${name}'`);
  return found[0] as Coupon;
}

/** The coupon wizard's form and what a person presses in it. */
export function wizardOf(page: Page) {
  const form = page.getByRole('form', { name: 'Новый купон' });
  /** Waits until a field's message is shown and 'Далее' is disabled because of it. */
  const refused = async (message: string) => {
    await form.getByText(message, { exact: true }).waitFor();
    await expectDisabled(form.getByRole('button', { name: 'Далее' }), true, message);
  };
  const field = (label: string) => form.getByLabel(label, { exact: true });
  const preview = form.getByTestId('coupon-preview');
  const example = form.getByRole('complementary', { name: 'Предпросмотр' }).locator('p').last();
  const next = form.getByRole('button', { name: 'Далее', exact: true });
  return {
    form,
    field,
    next,
    back: form.getByRole('button', { name: 'Назад', exact: true }),
    cancel: form.getByRole('button', { name: 'Отмена', exact: true }),
    create: form.getByRole('button', { name: 'Создать купон', exact: true }),
    preview,
    /** Waits for 'Шаг N из 6' and the step's title. */
    async atStep(step: number, title: string) {
      await form.getByText(`Шаг ${step} из 6`, { exact: true }).waitFor();
      await form.getByRole('heading', { name: title, exact: true }).waitFor();
    },
    refused,
    /** Types `wrong` into the field, sees `message` stop 'Далее', then types `good`. */
    async mistake(label: string, wrong: string, message: string, good: string) {
      await field(label).fill(wrong);
      await refused(message);
      await field(label).fill(good);
      await form.getByText(message, { exact: true }).waitFor({ state: 'hidden' });
    },
    /** Waits until the preview reads `rule` and, for a 1000 ₽ order, 'скидка `discount`'. */
    async previews(rule: string, discount: string) {
      await expectPlainText(preview, rule);
      await expectPlainText(example, `Заказ на 1 000 ₽: скидка ${discount}`);
    },
    /** Fills name, description and code, keeps spec 9's defaults, and goes on to step 6. */
    async passAll(name: string, description: string, code: string) {
      await field('Название').fill(name);
      await field('Описание').fill(description);
      for (let step = 1; step < 6; step += 1) {
        if (step === 3) await field('Код купона').fill(code);
        await next.click();
        await form.getByText(`Шаг ${step + 1} из 6`, { exact: true }).waitFor();
      }
    },
    radio: (name: string) => form.getByRole('radio', { name, exact: true }),
  };
}
