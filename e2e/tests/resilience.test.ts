// The shell keeps working when a remote cannot be fetched, and starts clean after the API restarts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expect } from '../support/expect';
import { signedUpCustomer } from '../support/flows';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

describe('a remote that cannot be fetched', () => {
  it('shows the error inside the layout and recovers on retry', async () => {
    const { page } = await signedUpCustomer(visitor, 'mf');

    const unreachable = '**/remotes/mf-customer/**';
    await page.route(unreachable, (route) => route.abort('connectionrefused'));
    await page.goto('/user/finance');
    await expect.text(page, 'Не удалось загрузить раздел');
    // The header still works while the remote is down.
    await page.getByRole('link', { name: 'Контакты' }).first().click();
    await expect.path(page, '/contacts');
    await page.goBack();
    await expect.text(page, 'Не удалось загрузить раздел');

    await page.unroute(unreachable);
    await page.getByRole('button', { name: 'Повторить' }).click();
    await expect.text(page, 'Мои Финансы');
  });
});

describe('an API restart', () => {
  it('reloads the page with local and session storage cleared', async () => {
    const { page } = await signedUpCustomer(visitor, 'boot');
    await page.goto('/user/orders');
    await expect.text(page, 'Мои Заказы');
    await page.waitForFunction(() => localStorage.getItem('boot_id') !== null, undefined, {
      timeout: 12_000,
    });
    await page.evaluate(() => sessionStorage.setItem('marker', 'before-restart'));

    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await product.restart();
    await reloaded;
    await expect.path(page, '/login');
    assert.equal(await page.evaluate(() => localStorage.getItem('access_token')), null);
    assert.equal(await page.evaluate(() => sessionStorage.getItem('marker')), null);
  });
});
