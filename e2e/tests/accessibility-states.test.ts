// Issue 13: axe (WCAG 2 A and AA) beyond the screens at rest — open dialogs, open menus and
// panels, and forms showing their errors — in both themes, wide and narrow.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AdminApi, seeded, signedIn } from '../support/admin';
import { NARROW, settled, THEMES, violations, WIDE } from '../support/axe';
import { ADMIN } from '../support/product';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();
const seed = seeded(async () => {
  const api = await AdminApi.signIn(product);
  await api.call('POST', '/cities/', { name: 'Доступный' });
});

async function inTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
}

describe('axe in the states a screen passes through', () => {
  for (const theme of THEMES) {
    it(`open dialogs and menus, ${theme} theme`, async () => {
      await seed();
      const { page } = await signedIn(visitor, ADMIN.username, ADMIN.password, WIDE);
      await inTheme(page, theme);
      const found: string[] = [];
      const check = async (what: string) =>
        found.push(...(await violations(page)).map((v) => `${what}: ${v}`));

      await page.goto('/admin/cities');
      await page.getByText('Доступный').waitFor();
      await page.getByRole('button', { name: 'Удалить', exact: true }).first().click();
      await page.getByRole('dialog').waitFor();
      await settled(page);
      await check('city delete dialog');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Добавить', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Добавить город' });
      await dialog.getByRole('textbox').fill('д'.repeat(201));
      await settled(page);
      await check('city dialog with its error');
      await page.keyboard.press('Escape');

      await page.goto('/admin/products');
      await page
        .getByRole('button', { name: 'Действия' })
        .first()
        .click()
        .catch(() => {});
      await settled(page);
      await check('products, actions menu open');

      await page.setViewportSize(NARROW);
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Открыть боковую панель' }).click();
      await settled(page);
      await check('375 px, side panel open');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Открыть меню' }).click();
      await settled(page);
      await check('375 px, right menu open');
      assert.deepEqual(found, []);
    });

    it(`forms showing their errors, ${theme} theme`, async () => {
      const { page } = await visitor(WIDE);
      await page.goto('/login');
      await inTheme(page, theme);
      await page.reload();
      const found: string[] = [];
      const check = async (what: string) =>
        found.push(...(await violations(page)).map((v) => `${what}: ${v}`));
      await page.getByRole('button', { name: 'Войти' }).last().click();
      await page.getByText('Логин обязателен').waitFor();
      await check('login, empty');
      await page.getByLabel('Логин').fill('nobody');
      await page.getByLabel('Пароль').fill('wrong-password');
      await page.getByRole('button', { name: 'Войти' }).last().click();
      await page.getByRole('alert').first().waitFor();
      await check('login, refused');
      await page.goto('/register');
      await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
      await settled(page);
      await check('registration, empty');
      assert.deepEqual(found, []);
    });
  }
});
