// Registration, sign-in, guards and the password change, as a person does them in Chromium.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uniqueName } from '../support/browser';
import { readUser } from '../support/database';
import { expect } from '../support/expect';
import { login, register, signedUpCustomer, submitLogin } from '../support/flows';
import { ADMIN } from '../support/product';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();
/** Registered through /?ref=ABC; checked in the database once the product has stopped. */
let referredUsername = '';

describe('registration', () => {
  it('stores ?ref=ABC and sends it with the registration', async () => {
    const { page, pageErrors } = await visitor();
    const username = uniqueName('ref');
    await page.goto('/?ref=ABC');
    // The shell stores the code once it has started and seen the address.
    await page.waitForFunction(() => localStorage.getItem('referral_code') === 'ABC');
    await register(page, username, 'secret1');
    await expect.text(page, 'Перенаправление на страницу входа...');
    await expect.path(page, '/login', 5_000);
    assert.deepEqual(pageErrors, []);
    referredUsername = username;
  });

  it("shows 'Пароли не совпадают' when the confirmation differs", async () => {
    const { page } = await visitor();
    await page.goto('/register');
    await page.getByLabel('Имя пользователя', { exact: false }).first().fill(uniqueName('mm'));
    await page
      .getByLabel(/^Пароль/)
      .first()
      .fill('secret1');
    await page.getByLabel(/Подтвер/).fill('secret2');
    await page.getByRole('button', { name: /Зарегистрироваться/ }).click();
    await expect.text(page, 'Пароли не совпадают');
    assert.equal(new URL(page.url()).pathname, '/register');
  });
});

describe('sign-in and guards', () => {
  it('sends a guest from /user/settings to /login and back after signing in', async () => {
    const username = uniqueName('back');
    const { page } = await visitor();
    await register(page, username, 'secret1');
    await page.goto('/user/settings');
    await expect.path(page, '/login');
    await submitLogin(page, username, 'secret1');
    await expect.path(page, '/user/settings');
    await expect.text(page, 'Смена пароля');
    await expect.text(page, '0 ₽');
  });

  it('keeps a signed-in visitor away from /login', async () => {
    const { page } = await signedUpCustomer(visitor, 'away');
    await page.goto('/login');
    await expect.path(page, '/');
  });

  it('shows the Russian error for a wrong password', async () => {
    const { page } = await visitor();
    await page.goto('/login');
    await submitLogin(page, uniqueName('nobody'), 'wrong-password');
    await expect.text(page, 'Неверное имя пользователя или пароль');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'));
    assert.equal(focused, 'username');
  });

  it('lands the superuser on /admin/statistics', async () => {
    const { page } = await visitor();
    await login(page, ADMIN.username, ADMIN.password);
    await expect.path(page, '/admin/statistics');
    await expect.text(page, 'Журнал событий');
  });

  it("shows 'Доступ запрещен' to a customer opening /admin/users", async () => {
    const { page } = await signedUpCustomer(visitor, 'cust');
    await page.goto('/admin/users');
    await expect.text(page, 'Доступ запрещен');
  });
});

describe('password change', () => {
  it('changes the password; the new one signs in, the old one does not', async () => {
    const { page, username } = await signedUpCustomer(visitor, 'pwd');
    await page.goto('/user/settings');
    await page.getByLabel('Текущий пароль').fill('secret1');
    await page.getByLabel('Новый пароль', { exact: true }).fill('new-secret-2');
    await page.getByLabel('Подтвердите новый пароль').fill('new-secret-2');
    await page.getByRole('button', { name: /Изменить пароль|Сменить пароль|Сохранить/ }).click();
    await expect.text(page, 'Пароль успешно изменён!');

    const other = await visitor();
    await other.page.goto('/login');
    await submitLogin(other.page, username, 'secret1');
    await expect.text(other.page, 'Неверное имя пользователя или пароль');
    await login(other.page, username, 'new-secret-2');
    await expect.path(other.page, '/');
  });
});

describe('what reached the server', () => {
  it('stored the referral code with the user registered through ?ref=ABC', async () => {
    assert.ok(referredUsername, 'the registration scenario ran');
    await product.stop();
    await product.released();
    const user = await readUser(product.dataDir, referredUsername);
    assert.equal(user?.referral_code, 'ABC');
  });
});
