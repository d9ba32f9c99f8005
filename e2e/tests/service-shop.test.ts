// The shop serves (issue 15), the admin's side of the storefront, against the real API and
// database: the shop's settings drive the wordmark, /contacts and /rules; an automatic discount
// made in /admin/discounts changes the product page's summary and what the order costs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SEED_PASSWORD, seeded, signedIn } from '../support/admin';
import { expect } from '../support/expect';
import { CustomerApi, expectFlash, plain, rowsIn } from '../support/marketing';
import { adminWithShop } from '../support/routes';
import { expectBalance, topUp } from '../support/shop';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

const seed = seeded(async () => {
  return adminWithShop(product, ['discountbuyer'], {
    city: 'Казань',
    district: 'Вахитовский',
    product: 'Чай пуэр',
    price: '300.00',
    stock: 20,
  });
});

describe('the shop serves: settings and discounts', () => {
  it("the admin's settings change the wordmark, /contacts and /rules; a bad e-mail saves nothing", async () => {
    const { api } = await seed();
    const guest = await visitor();
    await guest.page.goto('/contacts');
    await expect.text(guest.page, 'Страница находится в разработке.');
    await guest.page.goto('/rules');
    await expect.text(guest.page, 'Страница находится в разработке.');

    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/settings');
    const form = page.getByRole('main');
    await form.getByLabel('Название магазина').fill('Чайная лавка');
    await form.getByLabel('Телефон').fill('+7 843 000-00-00');
    await form.getByLabel('E-mail').fill('не почта');
    await form.getByLabel('Адрес').fill('Казань, ул. Баумана, 1');
    await form.getByLabel('Часы работы').fill('Пн–Пт 10:00–19:00');
    await form
      .getByLabel('Текст правил')
      .fill('Оплата с баланса.\n<b>Возврат</b> в течение 14 дней.');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect.text(page, 'Введите корректный e-mail');
    const unsaved = await api.call<{ shop_name: string; updated_at: string | null }>(
      'GET',
      '/settings',
    );
    assert.deepEqual([unsaved.shop_name, unsaved.updated_at], ['', null]);

    await form.getByLabel('E-mail').fill('shop@example.com');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expectFlash(page, 'Настройки сохранены');
    // The header follows at once, without a reload.
    await page
      .getByRole('banner')
      .getByRole('link', { name: 'Чайная лавка — на главную' })
      .waitFor();

    await guest.page.goto('/contacts');
    await expect.text(guest.page, 'Казань, ул. Баумана, 1');
    const phone = guest.page.getByRole('link', { name: '+7 843 000-00-00' });
    assert.equal(await phone.getAttribute('href'), 'tel:+78430000000');
    const mail = guest.page.getByRole('link', { name: 'shop@example.com' });
    assert.equal(await mail.getAttribute('href'), 'mailto:shop@example.com');
    assert.equal(await guest.page.getByText('Страница находится в разработке.').count(), 0);
    await guest.page.getByRole('banner').getByText('Чайная лавка').waitFor();

    await guest.page.goto('/rules');
    await expect.text(guest.page, 'Оплата с баланса.');
    // Markup in the rules is text, never HTML.
    await expect.text(guest.page, '<b>Возврат</b> в течение 14 дней.');
    assert.equal(await guest.page.locator('main b').count(), 0);
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(guest.pageErrors, []);
  });

  it("an automatic discount changes the product page's summary and the order's total", async () => {
    const { shop } = await seed();
    const buyer = await CustomerApi.signIn(product, 'discountbuyer');
    await topUp(buyer, '1000.00');

    const admin = await signedIn(visitor);
    await createDiscount(admin.page, { name: 'Осенняя', percent: '20' });

    const { page, pageErrors } = await signedIn(visitor, 'discountbuyer', SEED_PASSWORD);
    await page.goto('/products');
    await page.getByLabel('Город').selectOption({ label: 'Казань' });
    await page.getByRole('link', { name: /Чай пуэр/ }).click();
    await expect.path(page, `/products/${shop.productId}`);
    await expect.text(page, /Скидка «Осенняя»: −60\s₽/);
    await expect.text(page, /Итого: 240\s₽/);
    await page.getByRole('button', { name: 'Купить', exact: true }).click();
    await page.getByText(/Заказ № \d+ оформлен/).waitFor();
    await expectBalance(page, '760 ₽');
    await page.goto('/user/orders');
    const row = rowsIn(page, 'Заказы').first();
    await row.waitFor();
    assert.match(plain(await row.textContent()), /240\s?₽/);
    assert.deepEqual(pageErrors, []);
  });
});

/** Creates an active percentage discount on every product through the admin's dialog. */
async function createDiscount(
  page: import('playwright-core').Page,
  { name, percent }: { name: string; percent: string },
): Promise<void> {
  await page.goto('/admin/discounts');
  await expect.text(page, 'Скидки не добавлены');
  await page.getByRole('button', { name: 'Добавить скидку' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Название').fill(name);
  await dialog.getByLabel('Размер скидки, %').fill(percent);
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expectFlash(page, `Скидка «${name}» создана`);
  await rowsIn(page, 'Скидки').filter({ hasText: name }).waitFor();
}
