// What a person does again and again: register, sign in. Fields are found by their labels.

import type { Page } from 'playwright-core';
import { uniqueName, type Visitor } from './browser';
import { expect } from './expect';

export async function register(page: Page, username: string, password: string, query = '') {
  await page.goto(`/register${query}`);
  await page.getByLabel('Имя пользователя', { exact: false }).first().fill(username);
  await page
    .getByLabel(/^Пароль/)
    .first()
    .fill(password);
  await page.getByLabel(/Подтвер/).fill(password);
  await page.getByRole('button', { name: /Зарегистрироваться/ }).click();
  await expect.text(page, 'Регистрация успешна!');
}

/** Fills and sends the sign-in form on the current page (which must be /login). */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).last().click();
}

export async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * A fresh browser profile (of `viewport`) of a new customer, a unique login starting with
 * `prefix`, registered through the form and signed in.
 */
export async function signedUpCustomer(
  visitor: (viewport?: { width: number; height: number }) => Promise<Visitor>,
  prefix: string,
  viewport?: { width: number; height: number },
): Promise<Visitor & { username: string }> {
  const username = uniqueName(prefix);
  const signed = await visitor(viewport);
  await register(signed.page, username, 'secret1');
  await login(signed.page, username, 'secret1');
  return { ...signed, username };
}
