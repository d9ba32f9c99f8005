// The shop serves (issue 15), help and a voice, against the real API and database: a customer's
// ticket about an order answered by the admin and closed by the customer (and hidden from
// everyone else); a review of a completed order that stays private until the admin publishes
// it, then shows on /reviews and on the product page with the product's rating.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { SEED_PASSWORD, seeded, signedIn } from '../support/admin';
import { expect } from '../support/expect';
import { CustomerApi, expectFlash, plain, rowsIn } from '../support/marketing';
import { adminWithShop } from '../support/routes';
import { completedOrder, placeOrder, publishedReview, ticketsMenuItem } from '../support/service';
import { topUp } from '../support/shop';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

const seed = seeded(() =>
  adminWithShop(product, ['asker', 'nosy', 'reviewer', 'narrowasker'], {
    city: 'Казань',
    district: 'Вахитовский',
    product: 'Чай улун',
    price: '300.00',
    stock: 20,
  }),
);

/** The seed, and `username` signed in through the API with 500 ₽ topped up (enough for the tea). */
async function toppedUp(username: string) {
  const seeds = await seed();
  const customer = await CustomerApi.signIn(product, username);
  await topUp(customer, '500.00');
  return { ...seeds, customer };
}

/** Fails the test if anything on the page opens a browser dialog (an injected alert). */
function refuseDialogs(page: Page, seen: string[]): void {
  page.on('dialog', async (dialog) => {
    seen.push(dialog.message());
    await dialog.dismiss();
  });
}

const HOSTILE = '<script>alert(1)</script>';

describe('the shop serves: tickets and reviews', () => {
  it('a ticket about an order: the admin answers, the customer reads it and closes it', async () => {
    const { shop, customer: asker } = await toppedUp('asker');
    const order = await placeOrder(asker, shop, '300.00');
    const dialogs: string[] = [];

    const customer = await signedIn(visitor, 'asker', SEED_PASSWORD);
    const { page } = customer;
    refuseDialogs(page, dialogs);
    await page.goto('/user/tickets');
    await expect.text(page, 'Здесь появится информация о ваших тикетах.');
    await page.getByRole('button', { name: 'Новый тикет' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Тема').fill('Где мой заказ?');
    await form.getByLabel('Сообщение').fill(`Заказ ещё не пришёл. ${HOSTILE}`);
    await form
      .getByLabel('Заказ (необязательно)')
      .selectOption({ label: `Заказ № ${order.number} — Чай улун` });
    // Impatient: a double click opens one ticket.
    await form.getByRole('button', { name: 'Отправить' }).dblclick();
    await page.waitForURL((url) => /^\/user\/tickets\/\d+$/.test(url.pathname));
    const threadPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: 'Где мой заказ?' }).waitFor();
    await expect.text(page, 'Открыт');
    await expect.text(page, `Заказ № ${order.number}`);

    const admin = await signedIn(visitor);
    refuseDialogs(admin.page, dialogs);
    // The count of open tickets arrives after the menu itself: wait for it, then read it.
    await ticketsMenuItem(admin.page)
      .filter({ hasText: /Тикеты\s?1/ })
      .waitFor();
    assert.match(plain(await ticketsMenuItem(admin.page).textContent()), /Тикеты\s?1/);
    await ticketsMenuItem(admin.page).click();
    await expect.path(admin.page, '/admin/tickets');
    const row = rowsIn(admin.page, 'Тикеты').filter({ hasText: 'Где мой заказ?' });
    assert.match(plain(await row.textContent()), /Открыт/);
    assert.match(plain(await row.textContent()), /asker/);
    await row.getByRole('link', { name: 'Где мой заказ?' }).click();
    // The customer's markup is shown as typed, never run.
    await expect.text(admin.page, `Заказ ещё не пришёл. ${HOSTILE}`);
    await admin.page.getByLabel('Сообщение').fill('Заказ в пути, будет завтра.');
    await admin.page.getByRole('button', { name: 'Отправить' }).click();
    await expectFlash(admin.page, 'Ответ отправлен');
    await expect.text(admin.page, 'Отвечен');
    // Answered, it no longer waits: the menu's count is gone.
    await admin.page.waitForFunction(() =>
      [...document.querySelectorAll('nav a')].some(
        (a) => a.textContent?.replace(/\s+/g, '') === 'Тикеты',
      ),
    );

    await page.reload();
    await expect.text(page, 'Заказ в пути, будет завтра.');
    await expect.text(page, 'Поддержка магазина');
    await expect.text(page, 'Отвечен');
    await page.getByRole('button', { name: 'Закрыть тикет' }).click();
    await expect.text(page, 'Закрыт');
    await page.getByRole('button', { name: 'Закрыть тикет' }).waitFor({ state: 'detached' });
    await page.goto('/user/tickets');
    assert.match(plain(await rowsIn(page, 'Тикеты').first().textContent()), /Закрыт/);

    // Someone else's ticket: not found, and nothing of it shown.
    const nosy = await signedIn(visitor, 'nosy', SEED_PASSWORD);
    await nosy.page.goto(threadPath);
    await expect.text(nosy.page, 'Тикет не найден');
    assert.equal(await nosy.page.getByText('Где мой заказ?').count(), 0);
    assert.deepEqual(dialogs, []);
    assert.deepEqual([...customer.pageErrors, ...admin.pageErrors, ...nosy.pageErrors], []);
  });

  it('a review waits for the admin, then shows on /reviews and on the product page', async () => {
    const { api, shop, customer: reviewer } = await toppedUp('reviewer');
    const order = await completedOrder(api, reviewer, shop, '300.00');
    const dialogs: string[] = [];
    const text = `Отличный чай, ${HOSTILE} рекомендую!`;

    const customer = await signedIn(visitor, 'reviewer', SEED_PASSWORD);
    const { page } = customer;
    refuseDialogs(page, dialogs);
    await page.goto('/user/orders');
    const mine = rowsIn(page, 'Заказы').filter({ hasText: `№ ${order.number}` });
    await mine.getByRole('button', { name: 'Оставить отзыв' }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('radio', { name: '5 звёзд' }).check();
    await form.getByLabel('Текст отзыва').fill('Коротко');
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect.text(page, 'Отзыв — от 10 до 2000 символов');
    await form.getByLabel('Текст отзыва').fill(text);
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect.text(page, 'Спасибо! Отзыв появится после проверки.');
    await mine.getByText('На модерации').waitFor();
    assert.equal(await mine.getByRole('button', { name: 'Оставить отзыв' }).count(), 0);

    // Not public before the admin publishes it.
    const guest = await visitor();
    refuseDialogs(guest.page, dialogs);
    await guest.page.goto('/reviews');
    await expect.text(guest.page, 'Отзывов пока нет');
    await guest.page.goto(`/products/${shop.productId}`);
    await expect.text(guest.page, 'Нет отзывов');

    const admin = await signedIn(visitor);
    refuseDialogs(admin.page, dialogs);
    await admin.page.goto('/admin/reviews');
    const queued = rowsIn(admin.page, 'Отзывы').filter({ hasText: text });
    assert.match(plain(await queued.textContent()), /На модерации/);
    await queued.getByRole('button', { name: 'Опубликовать' }).click();
    await expectFlash(admin.page, 'Отзыв о товаре «Чай улун» опубликован');
    await queued.getByText('Опубликован', { exact: true }).waitFor();

    await guest.page.goto('/reviews');
    await expect.text(guest.page, text);
    await guest.page.getByRole('img', { name: 'Оценка: 5 из 5' }).first().waitFor();
    await guest.page.getByRole('link', { name: 'Чай улун' }).click();
    await expect.path(guest.page, `/products/${shop.productId}`);
    await expect.text(guest.page, /Рейтинг 5(,0)? из 5 · 1 отзыв/);
    await expect.text(guest.page, text);
    await page.reload();
    await mine.getByText('Опубликован').waitFor();
    assert.deepEqual(dialogs, []);
    assert.deepEqual([...customer.pageErrors, ...admin.pageErrors, ...guest.pageErrors], []);
  });

  it('fits 375 px and answers the keyboard: tickets, review queue, discounts, settings, public pages', async () => {
    const { api, shop, customer: asker } = await toppedUp('narrowasker');
    const order = await completedOrder(api, asker, shop, '300.00');
    await publishedReview(api, asker, order, 4, 'Хороший чай, придёт ещё раз.');
    const ticket = await asker.call<{ id: number }>('POST', '/tickets/', {
      subject: 'Очень длинная тема тикета, которая не помещается в одну строку на телефоне',
      text: 'Сообщение с длинным словом: Превысокомногорассмотрительствующий.',
      order_id: order.id,
    });
    const narrow = { width: 375, height: 740 };
    const fits = (page: Page) =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const wide: string[] = [];
    const visit = async (page: Page, path: string, text: string | RegExp) => {
      await page.goto(path);
      await expect.text(page, text);
      if (!(await fits(page))) wide.push(path);
    };

    const customer = await signedIn(visitor, 'narrowasker', SEED_PASSWORD, narrow);
    await visit(customer.page, '/user/tickets', 'Мои Тикеты');
    await visit(customer.page, `/user/tickets/${ticket.id}`, 'Превысокомногорассмотрительствующий');
    // Keyboard only: into the reply box, type, Tab to its button, Enter.
    await customer.page.getByLabel('Ваш ответ').focus();
    await customer.page.keyboard.type('Спасибо, жду.');
    await customer.page.keyboard.press('Tab');
    await customer.page.keyboard.press('Enter');
    await expect.text(customer.page, 'Спасибо, жду.');
    await visit(customer.page, '/user/orders', 'Опубликован');

    const admin = await signedIn(visitor, undefined, undefined, narrow);
    await visit(admin.page, '/admin/tickets', 'Ждут ответа');
    await visit(admin.page, `/admin/tickets/${ticket.id}`, 'Спасибо, жду.');
    await visit(admin.page, '/admin/reviews', 'Хороший чай, придёт ещё раз.');
    await visit(admin.page, '/admin/discounts', 'Скидки не добавлены');
    await visit(admin.page, '/admin/settings', 'Название магазина');

    const guest = await visitor(narrow);
    await visit(guest.page, '/reviews', 'Хороший чай, придёт ещё раз.');
    await visit(guest.page, `/products/${shop.productId}`, 'Хороший чай, придёт ещё раз.');
    await visit(guest.page, '/contacts', 'Страница находится в разработке.');
    await visit(guest.page, '/rules', 'Страница находится в разработке.');
    assert.deepEqual(wide, [], 'pages wider than 375 px');
    assert.deepEqual([...customer.pageErrors, ...admin.pageErrors, ...guest.pageErrors], []);
  });
});
