// The chrome around every page: theme choice and the two slide-in panels on a phone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expect } from '../support/expect';
import { signedUpCustomer } from '../support/flows';
import { productSuite } from '../support/suite';

const { visitor } = productSuite();

function backgroundColor(page: import('playwright-core').Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

describe('theme', () => {
  it('is dark by default and the light choice survives a reload', async () => {
    const { page } = await visitor();
    await page.goto('/');
    await expect.text(page, 'Мобильная версия');
    const dark = await backgroundColor(page);
    await page.getByRole('button', { name: 'Переключить тему' }).first().click();
    await page.waitForFunction(
      (before) => getComputedStyle(document.body).backgroundColor !== before,
      dark,
    );
    const light = await backgroundColor(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    await page.reload();
    await expect.text(page, 'Мобильная версия');
    assert.equal(await backgroundColor(page), light);
    assert.notEqual(light, dark);
  });
});

describe('a 375 px wide phone', () => {
  it('opens the right menu and the left side panel', async () => {
    const { page, username } = await signedUpCustomer(visitor, 'phone', {
      width: 375,
      height: 740,
    });

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const rightMenu = page.getByRole('presentation').last();
    await rightMenu.getByText(/Светлая тема|Тёмная тема/).waitFor();
    await rightMenu.getByRole('link', { name: 'Контакты' }).click();
    await expect.path(page, '/contacts');

    await page.getByRole('button', { name: 'Открыть боковую панель' }).click();
    const sidePanel = page.getByRole('presentation').last();
    await sidePanel.getByText(username).waitFor();
    await sidePanel.getByText('Настройки').click();
    await expect.path(page, '/user/settings');

    // The panel also answers the custom window event remotes use.
    await page.evaluate(() => window.dispatchEvent(new Event('storefront:toggle-side-panel')));
    await page.getByRole('presentation').last().getByText('Выйти').click();
    await page.getByRole('button', { name: 'Открыть меню' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
  });
});
