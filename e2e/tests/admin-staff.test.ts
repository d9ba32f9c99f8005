// /admin/staff as the superuser, /admin/users as a staff member, and the event log showing those
// role changes and the staff member's deactivation with who did them. Data is seeded by the API.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  expectLogEntry,
  expectLogins,
  expectQuery,
  expectWholeText,
  rowOf,
  SEED_PASSWORD,
  seededAccounts,
  signedIn,
} from '../support/admin';
import { expect } from '../support/expect';
import { ADMIN } from '../support/product';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

const seed = seededAccounts(
  product,
  [
    ['assign-me'],
    ['watch-customer'],
    ['watch-exec', 'executor'],
    ['watch-staff', 'staff'],
    ['watch-admin', 'admin'],
  ],
  (_api, user) => ({ assignMe: user('assign-me'), watchCustomer: user('watch-customer') }),
);

describe('the staff screen', () => {
  it('assigns a role by login and revokes it after the confirmation', async () => {
    const { api, assignMe } = await seed();
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/staff');
    await page.getByRole('heading', { name: 'Персонал' }).waitFor();
    await expectLogins(
      page,
      [ADMIN.username, 'watch-admin', 'watch-exec', 'watch-staff'],
      'Персонал',
    );
    await rowOf(page, ADMIN.username, 'Персонал')
      .getByText('Суперадмин', { exact: true })
      .waitFor();

    await page.getByRole('button', { name: 'Назначить', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Назначить роль' });
    const submit = dialog.getByRole('button', { name: 'Назначить', exact: true });
    await dialog.getByLabel('Логин', { exact: true }).fill('nobody-here');
    await submit.click();
    await expectWholeText(
      dialog.getByRole('alert'),
      'Ошибка: Пользователь с таким логином не найден!',
    );

    await dialog.getByLabel('Логин', { exact: true }).fill('assign-me');
    assert.equal(await dialog.getByLabel('Роль', { exact: true }).inputValue(), 'executor');
    await submit.click();
    await expect.text(page, 'Роль успешно назначена!');
    await dialog.waitFor({ state: 'hidden' });
    const row = rowOf(page, 'assign-me', 'Персонал');
    await row.getByText('Исполнитель', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Отозвать assign-me', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Отозвать роль' });
    await confirm
      .getByText(
        'Вы уверены, что хотите отозвать роль персонала у этого пользователя? Он станет обычным пользователем.',
        { exact: true },
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Отозвать', exact: true }).click();
    await expect.text(page, 'Роль персонала отозвана! Пользователь стал обычным клиентом.');
    await row.waitFor({ state: 'detached' });
    assert.equal((await api.user(assignMe.id)).role, 'customer');
    assert.deepEqual(pageErrors, []);
  });
});

describe('a staff member on /admin/users', () => {
  it('sees actions on lower rows only: none on an admin, a superuser or their own row', async () => {
    const { api, watchCustomer } = await seed();
    const { page, pageErrors } = await signedIn(visitor, 'watch-staff', SEED_PASSWORD);
    await page.goto('/admin/users?search=watch-');
    await expectLogins(page, ['watch-admin', 'watch-customer', 'watch-exec', 'watch-staff']);
    // Staff see the list only: the log and statistics tabs are for administrators.
    assert.equal(await page.getByRole('tab').count(), 0);
    const actions = (username: string) =>
      rowOf(page, username).getByRole('link').or(rowOf(page, username).getByRole('button'));
    for (const username of ['watch-admin', 'watch-staff']) {
      assert.equal(await actions(username).count(), 0, `no actions on ${username}`);
    }
    for (const username of ['watch-customer', 'watch-exec']) {
      const row = rowOf(page, username);
      await row.getByRole('link', { name: `Редактировать ${username}`, exact: true }).waitFor();
      await row.getByRole('button', { name: `Деактивировать ${username}`, exact: true }).waitFor();
    }
    const searchBox = page.getByRole('searchbox', { name: 'Поиск' });
    await searchBox.fill(ADMIN.username);
    await searchBox.press('Enter');
    await expectLogins(page, [ADMIN.username]);
    await rowOf(page, ADMIN.username).getByText('Суперадмин', { exact: true }).waitFor();
    assert.equal(await actions(ADMIN.username).count(), 0);

    // What staff may do, they can: deactivate a customer (it shows in the log below).
    await searchBox.fill('watch-customer');
    await searchBox.press('Enter');
    const customer = rowOf(page, 'watch-customer');
    await customer
      .getByRole('button', { name: 'Деактивировать watch-customer', exact: true })
      .click();
    await expect.text(page, 'Пользователь деактивирован!');
    await customer.getByText('Неактивный', { exact: true }).waitFor();
    assert.equal((await api.user(watchCustomer.id)).is_active, false);

    await page.goto('/admin/logs');
    await expect.text(page, 'Доступ запрещен');
    assert.deepEqual(pageErrors, []);
  });
});

describe('the event log', () => {
  it('shows the assignment, the revocation and the deactivation just done, with who did them', async () => {
    await seed();
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/logs');
    const admin = ADMIN.username;
    await expectLogEntry(page, 'Назначение роли Исполнитель: assign-me', admin, 'Смена роли');
    await expectLogEntry(page, 'Отзыв роли персонала: assign-me', admin, 'Смена роли');
    await expectLogEntry(
      page,
      'Деактивация пользователя watch-customer',
      'watch-staff',
      'Деактивация',
    );

    // The author filter narrows the log to what the staff member did.
    const author = page.getByRole('searchbox', { name: 'Пользователь' });
    await author.fill('watch-staff');
    await author.press('Enter');
    await expectQuery(page, { username: 'watch-staff' });
    await expect.text(page, 'Вход в систему');
    await page.getByText('Отзыв роли персонала: assign-me').waitFor({ state: 'detached' });
    assert.deepEqual(pageErrors, []);
  });
});
