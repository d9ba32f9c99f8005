// The order's pages (issue 23), on a 375 px phone against the real API and database: the admin
// opens an order from the journal, completes it, adds a staff note and sees both on the
// timeline; the buyer's own order page shows the status history and nothing internal; another
// customer's address finds nothing.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { SEED_PASSWORD, seeded, signedIn } from '../support/admin';
import { NARROW, violations } from '../support/axe';
import { expect } from '../support/expect';
import { CustomerApi, expectFlash, plain, rowsIn } from '../support/marketing';
import { adminWithShop } from '../support/routes';
import { placeOrder } from '../support/service';
import { topUp } from '../support/shop';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

const NOTE = 'Покупатель просил позвонить перед выдачей';

const seed = seeded(async () => {
  const { shop } = await adminWithShop(product, ['pagebuyer', 'pagestranger'], {
    city: 'Казань',
    district: 'Вахитовский',
    product: 'Чай молочный улун',
    price: '400.00',
    stock: 10,
  });
  const buyer = await CustomerApi.signIn(product, 'pagebuyer');
  await topUp(buyer, '1000');
  return { order: await placeOrder(buyer, shop, '400.00') };
});

/** The timeline's lines as the page writes them. */
async function timeline(page: Page): Promise<string[]> {
  const lines = page.getByRole('list', { name: 'История заказа' }).getByRole('listitem');
  return (await lines.allTextContents()).map(plain);
}

/** No page wider than the phone: nothing to scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `${overflow} px wider than the screen`);
}

// In order: the buyer's page is read after the admin completed the order and wrote the note.
describe("the order's page", () => {
  it('opens from the journal; a move and a staff note land on its timeline', async () => {
    const { order } = await seed();
    const { page, pageErrors } = await signedIn(visitor, undefined, undefined, NARROW);
    await page.goto('/admin/orders');
    const row = rowsIn(page, 'Заказы').filter({ hasText: `№ ${order.number}` });
    await row.getByRole('link', { name: `№ ${order.number}` }).click();
    await expect.path(page, `/admin/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` }).waitFor();
    await expect.text(page, 'pagebuyer');
    assert.deepEqual((await timeline(page)).length, 2, 'the purchase and its ledger row');
    assert.match((await timeline(page)).join('\n'), /Заказ оформлен, статус: Оплачен/);

    await page.getByRole('button', { name: `Действия: заказ № ${order.number}` }).click();
    await page.getByRole('menuitem', { name: 'Выполнен' }).click();
    await page.waitForFunction(
      () => document.body.textContent?.includes('Статус: Выполнен'),
      undefined,
      { timeout: 15_000 },
    );
    // The move's message covers the bottom of a phone's screen until it goes: sent away.
    const moved = page.getByRole('status').filter({ hasText: `Заказ № ${order.number} выполнен` });
    await moved.waitFor();
    await page.keyboard.press('Escape');
    await moved.waitFor({ state: 'detached' });

    // Refused by the page as by the server: nothing sent, nothing added.
    await page.getByRole('button', { name: 'Добавить заметку' }).click();
    await expect.text(page, 'Введите текст заметки');
    const note = page.getByLabel('Заметка', { exact: true });
    await note.fill(NOTE);
    await page.getByRole('button', { name: 'Добавить заметку' }).dblclick();
    await expectFlash(page, 'Заметка добавлена');
    assert.equal(await note.inputValue(), '');
    const lines = await timeline(page);
    assert.equal(lines.filter((line) => line.includes(NOTE)).length, 1, 'a double click adds one');
    assert.match(lines.at(-1) ?? '', /Заметка/);

    // Kept: the page opened again from its address shows the same.
    await page.reload();
    await page.getByRole('list', { name: 'История заказа' }).waitFor();
    assert.deepEqual(await timeline(page), lines);
    await expectNoSidewaysScroll(page);
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(pageErrors, []);
  });

  it("the buyer's page shows the status history and not the staff note", async () => {
    const { order } = await seed();
    const { page, pageErrors } = await signedIn(visitor, 'pagebuyer', SEED_PASSWORD, NARROW);
    await page.goto('/user/orders');
    await page.getByRole('link', { name: `Заказ № ${order.number}` }).click();
    await expect.path(page, `/user/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: `Заказ № ${order.number}` }).waitFor();
    const history = page.getByRole('list', { name: 'История заказа' }).getByRole('listitem');
    await history.first().waitFor();
    const steps = (await history.allTextContents()).map(plain);
    assert.equal(steps.length, 2, steps.join('\n'));
    assert.match(steps[0] ?? '', /^Оплачен — /);
    assert.match(steps[1] ?? '', /^Выполнен — /);
    const text = (await page.locator('main').textContent()) ?? '';
    assert.ok(!text.includes(NOTE), 'a staff note never reaches the customer');
    await expectNoSidewaysScroll(page);
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(pageErrors, []);
  });

  it("another customer's order is not found, and says so", async () => {
    const { order } = await seed();
    const { page } = await signedIn(visitor, 'pagestranger', SEED_PASSWORD, NARROW);
    await page.goto(`/user/orders/${order.id}`);
    await expect.text(page, 'Заказ не найден');
    assert.ok(!((await page.locator('main').textContent()) ?? '').includes('Чай молочный улун'));
  });
});
