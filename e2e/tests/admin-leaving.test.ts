// Issue 13 against the real product: a search typed and left at once (a row's link, the side
// menu) never pulls the page back to the list.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AdminApi, seeded, signedIn } from '../support/admin';
import { expect } from '../support/expect';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

const seed = seeded(async () => {
  const api = await AdminApi.signIn(product);
  const [leaver] = await api.createUsers([['leaver-one'], ['leaver-two']]);
  const city = await api.call<{ id: number }>('POST', '/cities/', { name: 'Ярославль' });
  return { leaver, city };
});

/**
 * The next page's chunks of `remote` arrive a second late, as on a slow line: the list stays
 * mounted, hidden behind the loading fallback, well past the 300 ms debounce.
 */
async function slowChunks(page: Page, remote: string): Promise<void> {
  await page.route(`**/remotes/${remote}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
}

/** Twice the debounce and a chunk's load later, the page is still where the click took it. */
async function expectToStayAt(page: Page, path: string): Promise<void> {
  await expect.path(page, path);
  await page.waitForTimeout(1_500);
  assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, path);
}

describe('a search typed and left within 300 ms', () => {
  it("the users' edit link opens the edit page and stays there", async () => {
    const { leaver } = await seed();
    const { page } = await signedIn(visitor);
    await page.goto('/admin/users');
    const row = page.getByRole('listitem').filter({ hasText: 'leaver-one' });
    const edit = row.getByRole('link', { name: /Редактировать/ });
    await edit.waitFor();
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('leaver');
    await edit.click();
    await expectToStayAt(page, `/admin/users/${leaver?.id}/edit`);
  });

  it("'Районы' of a city opens its districts and stays there", async () => {
    const { city } = await seed();
    const { page } = await signedIn(visitor);
    await page.goto('/admin/cities');
    const districts = page.getByRole('link', { name: 'Районы' }).first();
    await districts.waitFor();
    await slowChunks(page, 'mf-admin-catalog');
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('Яро');
    await districts.click();
    await expectToStayAt(page, `/admin/cities/${city.id}/districts`);
  });

  it('the side menu opens another section (its remote still loading) and stays there', async () => {
    await seed();
    const { page } = await signedIn(visitor);
    await page.goto('/admin/users');
    await page.getByRole('list', { name: 'Пользователи' }).waitFor();
    await slowChunks(page, 'mf-admin-marketing');
    await page.getByRole('searchbox', { name: 'Поиск' }).fill('leaver');
    await page.getByRole('navigation').getByRole('link', { name: 'Купоны' }).click();
    await expectToStayAt(page, '/admin/coupons');
  });
});

describe('unsaved work on the way out (issue 23)', () => {
  it('the settings ask before the menu and Back take the page away, and keep the work on Stay', async () => {
    await seed();
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/users');
    await page.getByRole('list', { name: 'Пользователи' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Настройки' }).click();
    const name = page.getByLabel('Название магазина');
    await name.fill('Чайная лавка');
    const question = page.getByRole('dialog', { name: 'Уйти без сохранения?' });

    await page.getByRole('navigation').getByRole('link', { name: 'Купоны' }).click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Остаться' }).click();
    await question.waitFor({ state: 'detached' });
    await expectToStayAt(page, '/admin/settings');
    assert.equal(await name.inputValue(), 'Чайная лавка');

    await page.goBack();
    await question.waitFor();
    await expect.path(page, '/admin/settings');
    assert.equal(await name.inputValue(), 'Чайная лавка');
    await question.getByRole('button', { name: 'Уйти' }).click();
    await expect.path(page, '/admin/users');
    await page.getByRole('list', { name: 'Пользователи' }).waitFor();
    assert.deepEqual(pageErrors, []);
  });
});
