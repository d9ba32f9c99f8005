// /admin/coupons (issue 5, spec 2.12, 4, 5, 8, 9) against the real API: the six-step wizard with a
// wrong value at each step, the duplicate code, the status toggle, the bulk generator, the
// coupon search, and the usages customers' purchases recorded (issue 14: a usage belongs to an
// order).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  AdminApi,
  expectCount,
  expectQuery,
  expectValue,
  seeded,
  signedIn,
} from '../support/admin';
import { expect } from '../support/expect';
import {
  CustomerApi,
  couponNamed,
  couponsMatching,
  expectCard,
  expectDisabled,
  expectFlash,
  expectPlainText,
  expectRows,
  rowIn,
  searcher,
  slowDown,
  wizardOf,
} from '../support/marketing';
import { adminWithShop } from '../support/routes';
import { topUp } from '../support/shop';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();
const api = seeded(() => AdminApi.signIn(product));
const coupons = async (search: string) => couponsMatching(await api(), search);
/** The coupon the first scenario creates through the wizard. */
const summerCoupon = async () => couponNamed(await api(), 'Летняя распродажа');

describe('coupons', () => {
  it('walks the wizard refusing a wrong value at each step, then creates the coupon', async () => {
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/coupons');
    await expectCard(page, 'Всего купонов', '0', 'Активных: 0 · Истёкших: 0');
    await expectCard(page, 'Популярный купон', 'Нет');
    await page.getByRole('tab', { name: 'Создать', exact: true }).click();
    await expectQuery(page, { tab: 'create' });
    const w = wizardOf(page);

    await w.atStep(1, 'Основная информация');
    await expectDisabled(w.back, true, "no 'Назад' on step 1");
    await expectDisabled(w.next, true, 'an empty step');
    const tooShort = 'Название должно содержать минимум 3 символа';
    await w.mistake('Название', 'Ле', tooShort, 'Летняя распродажа');
    await expectDisabled(w.next, true, 'the description is still empty');
    await w.field('Описание').fill('Скидка на весь летний ассортимент');
    await w.next.click();

    await w.atStep(2, 'Тип скидки');
    assert.equal(await w.radio('Процент').isChecked(), true);
    await expectValue(w.field('Размер скидки, %'), '10', 'spec 9 default');
    await w.previews('Скидка 10%', '100 ₽');
    const over100 = 'Процентная скидка не может быть больше 100%';
    await w.field('Размер скидки, %').fill('150');
    await w.refused(over100);
    await expectCount(w.preview, 0);
    await w.mistake('Размер скидки, %', '0', 'Размер скидки должен быть больше 0', '15');
    const negative = 'Максимальная скидка не может быть отрицательной';
    await w.mistake('Максимальная скидка, ₽', '-1', negative, '100');
    await w.previews('Скидка 15% (не более 100 ₽)', '100 ₽');
    await w.radio('Фиксированная сумма').check();
    await expectCount(w.field('Максимальная скидка, ₽'), 0);
    await w.field('Размер скидки, ₽').fill('150');
    await w.previews('Скидка 150₽', '150 ₽');
    await w.radio('Процент').check();
    await w.refused(over100);
    await expectValue(w.field('Максимальная скидка, ₽'), '100', 'the maximum is kept');
    await w.field('Размер скидки, %').fill('15');
    await w.back.click();
    await w.atStep(1, 'Основная информация');
    await expectValue(w.field('Название'), 'Летняя распродажа', 'Back keeps the values');
    await w.next.click();
    await expectValue(w.field('Размер скидки, %'), '15');
    await w.next.click();

    await w.atStep(3, 'Код купона');
    const code = await w.field('Код купона').inputValue();
    assert.match(code, /^LETNYAYA\d{3}$/, 'built from the name');
    const notCode = 'Код должен содержать только заглавные буквы и цифры';
    await w.mistake('Код купона', 'leto-25', notCode, code.toLowerCase());
    await expectValue(w.field('Код купона'), code, 'typed letters are uppercased');
    await w.next.click();

    await w.atStep(4, 'Ограничения');
    const below0 = 'Минимальная сумма не может быть отрицательной';
    await w.mistake('Минимальная сумма заказа, ₽', '-5', below0, '0');
    const noUses = 'Лимит использований должен быть больше 0';
    await w.mistake('Лимит использований', '0', noUses, '50');
    const noUsesEach = 'Лимит на пользователя должен быть больше 0';
    await w.mistake('Лимит на пользователя', '0', noUsesEach, '1');
    await w.next.click();

    await w.atStep(5, 'Срок действия');
    const [year, month, day] = (await w.field('Действует с').inputValue()).split('-');
    const early = 'Дата окончания должна быть позже даты начала';
    await w.mistake('Действует до', '2020-01-01', early, '2099-12-31');
    await w.next.click();

    await w.atStep(6, 'Настройки');
    assert.equal(await w.form.getByLabel('Публичный', { exact: true }).isChecked(), true);
    assert.equal(await w.next.count(), 0, "'Создать купон' replaces 'Далее'");
    await w.create.click();
    await expectFlash(page, '🎉 Купон создан успешно!');
    await expect.path(page, '/admin/coupons');
    await expectQuery(page, {});
    await expectRows(page, 'Последние купоны', [code]);
    await expectPlainText(
      rowIn(page, 'Последние купоны', code).locator('p').last(),
      `Скидка 15% (не более 100 ₽) · Использовано: 0 из 50 · Действует: ${day}.${month}.${year} – 31.12.2099`,
    );
    await expectCard(page, 'Всего купонов', '1', 'Активных: 1 · Истёкших: 0');
    const { discount_value: value, maximum_discount_amount: max, ...saved } = await summerCoupon();
    assert.deepEqual([saved.code, value, max, saved.usage_limit], [code, 15, 100, 50]);
    assert.deepEqual(pageErrors, []);
  });

  it("shows the server's detail for a code that exists, and 'Отмена' returns", async () => {
    const { code } = await summerCoupon();
    const { page } = await signedIn(visitor);
    await page.goto('/admin/coupons?tab=create');
    const w = wizardOf(page);
    await w.passAll('Повтор кода', 'Тот же код ещё раз', code);
    await w.create.click();
    await expectPlainText(
      w.form.getByRole('alert'),
      `❌ Ошибка создания купона: Купон с кодом ${code} уже существует`,
    );
    await w.atStep(6, 'Настройки');
    await w.cancel.click();
    await expectQuery(page, {});
    const overview = page.getByRole('tab', { name: 'Обзор', exact: true });
    assert.equal(await overview.getAttribute('aria-selected'), 'true');
    assert.equal((await coupons(code)).length, 1);
  });

  it('toggles a coupon off and on; the state survives a reload', async () => {
    const { code } = await summerCoupon();
    const { page } = await signedIn(visitor);
    await page.goto('/admin/coupons?tab=coupons');
    const row = rowIn(page, 'Купоны', code);
    await row.getByText('Активен', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Деактивировать ${code}` }).click();
    await expectFlash(page, 'Статус купона обновлен!');
    await row.getByText('Неактивен', { exact: true }).waitFor();
    await expectCard(page, 'Всего купонов', '1', 'Активных: 0 · Истёкших: 0');
    assert.equal((await summerCoupon()).status, 'inactive');
    await page.reload();
    await row.getByText('Неактивен', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Активировать ${code}` }).click();
    await row.getByText('Активен', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Деактивировать ${code}` }).waitFor();
    await expectCard(page, 'Всего купонов', '1', 'Активных: 1 · Истёкших: 0');
    assert.equal((await summerCoupon()).status, 'active');
  });

  it('generates 15 coupons PROMO001..PROMO015 showing its progress, then finds them', async () => {
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/coupons?tab=generate');
    const form = page.getByRole('form', { name: 'Генерация купонов' });
    const generate = form.getByRole('button', { name: 'Сгенерировать', exact: true });
    const prefix = form.getByLabel('Префикс', { exact: true });
    const count = form.getByLabel('Количество', { exact: true });
    await expectValue(count, '10', 'spec 9 default');
    await count.fill('15');
    await generate.click();
    await expectPlainText(form.getByRole('alert'), 'Пожалуйста, заполните количество и префикс');
    await prefix.pressSequentially('promo');
    await expectValue(prefix, 'PROMO', 'uppercased');
    await slowDown(page, '/api/v1/coupons/coupons', 'POST', 150);
    await generate.click();
    const progress = form.getByRole('status');
    await progress.getByText(/^Генерация купонов\.\.\. Обработано \d+ из 15$/).waitFor();
    await progress.getByRole('progressbar', { name: 'Ход генерации' }).waitFor();
    await expectDisabled(prefix, true, 'locked while running');
    await expectFlash(page, 'Успешно создано 15 из 15 купонов!');
    await expectCount(progress, 0);
    const made = await coupons('PROMO');
    const want = Array.from({ length: 15 }, (_, i) => `PROMO${String(i + 1).padStart(3, '0')}`);
    assert.deepEqual(made.map((c) => c.code).sort(), want);
    assert.ok(made.every((c) => c.usage_limit === 1 && c.status === 'active'));
    await expectCard(page, 'Всего купонов', '16', 'Активных: 16 · Истёкших: 0');

    const { code } = await summerCoupon();
    await page.getByRole('tab', { name: 'Купоны', exact: true }).click();
    await expectCount(page.getByRole('list', { name: 'Купоны' }).getByRole('listitem'), 16);
    const search = searcher(page, 'Поиск купонов', 'Купоны');
    await search('promo01', want.slice(9));
    await search('ЛЕТНЯЯ', [code]);
    await search('ассортимент', [code]);
    await expectQuery(page, { tab: 'coupons', search: 'ассортимент' });
    await search('нет такого', []);
    await expect.text(page, 'Купоны не найдены');
    assert.deepEqual(pageErrors, []);
  });

  it('lists the usages customers recorded and finds them by login or coupon id', async () => {
    const summer = await summerCoupon();
    const [promo] = await coupons('PROMO001');
    assert.ok(promo);
    const { shop } = await adminWithShop(product, ['usageanna', 'usageboris'], {
      city: 'Самара',
      district: 'Центральный',
      product: 'Чай',
      price: '100.00',
      stock: 100,
    });
    /**
     * Buys `quantity` teas (100 ₽ each) with `code`, confirming the total less `discount`
     * roubles (what the page shows); answers the coupon's discount.
     */
    const buy = async (customer: CustomerApi, quantity: number, code: string, discount: number) =>
      (
        await customer.call<{ coupon_discount: string }>('POST', '/orders', {
          product_id: shop.productId,
          district_id: shop.districtId,
          quantity,
          coupon_code: code,
          expected_total: String(quantity * 100 - discount),
        })
      ).coupon_discount;
    const anna = await CustomerApi.signIn(product, 'usageanna');
    const boris = await CustomerApi.signIn(product, 'usageboris');
    await topUp(anna, '1000.00');
    await topUp(boris, '1000.00');
    assert.equal(await buy(anna, 10, summer.code, 100), '100.00');
    assert.equal(await buy(boris, 4, summer.code, 60), '60.00');
    assert.equal(await buy(boris, 5, 'PROMO001', 50), '50.00');

    const { page } = await signedIn(visitor);
    await page.goto('/admin/coupons');
    await expectRows(page, 'Последние использования', ['usageanna', 'usageboris', 'usageboris']);
    await expectCard(page, 'Использований', '3', 'Заказов: 3');
    await expectCard(page, 'Общая скидка', '210 ₽', 'В среднем на заказ: 70 ₽');
    await expectCard(page, 'Популярный купон', summer.code);

    await page.getByRole('tab', { name: 'Использования', exact: true }).click();
    const search = searcher(page, 'Поиск использований', 'Использования купонов');
    await search('ANNA', ['usageanna']);
    const row = rowIn(page, 'Использования купонов', 'usageanna');
    await row.getByText(`${summer.code} · ID ${summer.id}`, { exact: true }).waitFor();
    await row
      .getByText(/^Заказ № \d{4,} · Сумма: 1\s000\s₽ · Скидка: 100\s₽ · К оплате: 900\s₽ · /)
      .waitFor();
    await search(String(promo.id), ['usageboris']);
    await rowIn(page, 'Использования купонов', 'usageboris')
      .getByText(`PROMO001 · ID ${promo.id}`, { exact: true })
      .waitFor();
    await search(String(summer.id), ['usageanna', 'usageboris']);
    await search('никто', []);
    await expect.text(page, 'Использования не найдены');
  });

  it('edits a used coupon without touching its terms, and deletes only one nobody used (issue 23)', async () => {
    const summer = await summerCoupon();
    const [unused] = await coupons('PROMO002');
    assert.ok(unused);
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/coupons?tab=coupons');
    const row = rowIn(page, 'Купоны', summer.code);
    await row.getByRole('button', { name: `Изменить купон ${summer.code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Изменить купон ${summer.code}` });
    await dialog.getByLabel('Название', { exact: true }).fill('Летняя распродажа 2026');
    assert.equal(
      await dialog.getByRole('textbox', { name: 'Размер скидки, %' }).isDisabled(),
      true,
      'used by the previous test: its terms are fixed',
    );
    await expect.text(page, 'Купон уже использовался: тип и размер скидки не меняются');
    await dialog.getByRole('button', { name: 'Сохранить' }).dblclick();
    await expectFlash(page, `Купон ${summer.code} изменён`);
    await row.getByText('Летняя распродажа 2026').waitFor();
    const [edited] = await coupons(summer.code);
    assert.equal(edited?.name, 'Летняя распродажа 2026');
    assert.equal(edited?.discount_value, summer.discount_value);

    assert.equal(
      await row.getByRole('button', { name: `Удалить купон ${summer.code}` }).count(),
      0,
    );
    const other = rowIn(page, 'Купоны', unused.code);
    await page.getByRole('searchbox', { name: 'Поиск купонов' }).fill(unused.code);
    await other.getByRole('button', { name: `Удалить купон ${unused.code}` }).click();
    await page
      .getByRole('dialog', { name: `Удалить купон ${unused.code}?` })
      .getByRole('button', { name: 'Удалить', exact: true })
      .click();
    await expectFlash(page, `Купон ${unused.code} удалён`);
    assert.deepEqual(await coupons(unused.code), []);
    assert.deepEqual(pageErrors, []);
  });
});
