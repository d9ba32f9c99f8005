// Issue 13: axe (the serious findings a user reported) against the real product — colour
// contrast of the referral screens' orange chips and buttons in the light theme and of the red
// confirm buttons in the dark one, and the narrow-screen right menu's list structure.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AdminApi, seeded, signedIn } from '../support/admin';
import { settled, violations } from '../support/axe';
import { CustomerApi } from '../support/marketing';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

/** A code owner and a newcomer registered with the code: a pending ('Ожидает') referral. */
const seed = seeded(async () => {
  const api = await AdminApi.signIn(product);
  await api.createUsers([['axe-owner'], ['axe-staff', 'executor']]);
  const code = await (await CustomerApi.signIn(product, 'axe-owner')).myCode();
  const response = await fetch(`${product.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'axe-newcomer',
      password: 'secret1',
      referral_code: code.code,
    }),
  });
  assert.ok(response.ok, await response.text());
  await api.call('POST', '/cities/', { name: 'Контрастный' });
});

/** axe's findings of `rules` within `selector`, as "rule: target how-to-fix" lines (none is a pass). */
const findings = (page: Page, rules: string[], include: string) =>
  violations(page, { rules, include, explain: true });

async function chooseTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

describe('colour contrast (axe)', () => {
  it("light theme: the referral screens' 'Ожидает' chips and 'Деактивировать' buttons", async () => {
    await seed();
    const { page } = await signedIn(visitor);
    await chooseTheme(page, 'light');
    await page.goto('/admin/referrals?tab=referrals');
    await page.getByRole('list', { name: 'Рефералы' }).getByText('Ожидает').first().waitFor();
    assert.deepEqual(await findings(page, ['color-contrast'], 'main'), []);
    await page.goto('/admin/referrals?tab=codes');
    await page
      .getByRole('button', { name: /^Деактивировать / })
      .first()
      .waitFor();
    assert.deepEqual(await findings(page, ['color-contrast'], 'main'), []);
  });

  it('dark theme: the red confirm button of the delete and revoke dialogs', async () => {
    await seed();
    const { page } = await signedIn(visitor);
    await chooseTheme(page, 'dark');
    await page.goto('/admin/cities');
    const city = page.getByRole('listitem').filter({ hasText: 'Контрастный' });
    await city.getByRole('button', { name: 'Удалить', exact: true }).click();
    await page.getByRole('dialog', { name: 'Удалить город?' }).waitFor();
    await settled(page);
    assert.deepEqual(await findings(page, ['color-contrast'], '[role="dialog"]'), []);

    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'Отозвать axe-staff', exact: true }).click();
    await page.getByRole('dialog', { name: 'Отозвать роль' }).waitFor();
    await settled(page);
    assert.deepEqual(await findings(page, ['color-contrast'], '[role="dialog"]'), []);
  });
});

describe('the open right menu of a narrow screen (axe)', () => {
  it('has lists of list items only', async () => {
    const { page } = await visitor({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByTestId('mobile-menu')
      .getByText(/Светлая тема|Тёмная тема/)
      .waitFor();
    assert.deepEqual(await findings(page, ['list', 'listitem'], '[data-testid="mobile-menu"]'), []);
  });
});
