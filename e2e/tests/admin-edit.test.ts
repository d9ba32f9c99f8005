// /admin/users/{id}/edit as the superuser (spec 2.7): the role select, the superuser checkbox
// for admin only, 'Применить', and what the API stored. Data is seeded through the real API.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  type AdminUser,
  expectLogEntry,
  expectQuery,
  expectValue,
  rowOf,
  seededAccounts,
  signedIn,
  slowDownSaves,
} from '../support/admin';
import { expect } from '../support/expect';
import { ADMIN } from '../support/product';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

const seed = seededAccounts(
  product,
  [['edit-me'], ['super-me', 'admin'], ['reopen-me']],
  async (api, user) => {
    const superMe = user('super-me');
    await api.update(superMe.id, { is_superuser: true });
    return { editMe: user('edit-me'), superMe, reopenMe: user('reopen-me') };
  },
);

/** From the list searched for `username`, through the row's edit button, to its edit page. */
async function openEdit(page: Page, username: string, id: number) {
  await page.goto(`/admin/users?search=${username}`);
  return editFromList(page, username, id);
}

/** The row's edit button on the list already shown (no page load in between). */
async function editFromList(page: Page, username: string, id: number) {
  await rowOf(page, username)
    .getByRole('link', { name: `Редактировать ${username}`, exact: true })
    .click();
  await expect.path(page, `/admin/users/${id}/edit`);
  await page.getByRole('heading', { name: 'Ред. пользователя' }).waitFor();
  await page.getByRole('heading', { name: 'Управление пользователем' }).waitFor();
  return {
    role: page.getByLabel('Новая роль', { exact: true }),
    superuser: page.getByRole('checkbox', { name: 'Назначить суперпользователем' }),
    apply: page.getByRole('button', { name: 'Применить', exact: true }),
  };
}

/**
 * 'Применить' reads 'Применение...' while saving, then the list comes back with its search, the
 * user's row showing `shown` (its new role).
 */
async function applyAndReturn(
  page: Page,
  apply: import('playwright-core').Locator,
  search: string,
  shown: string,
) {
  await apply.click();
  await page.getByRole('button', { name: 'Применение...', exact: true }).waitFor();
  await expect.path(page, '/admin/users');
  await expectQuery(page, { search });
  await rowOf(page, search).getByText(shown, { exact: true }).waitFor();
}

/**
 * The superuser on `user`'s edit page, reached from the list searched for it, showing its
 * current role; saves are held a moment so 'Применение...' can be seen.
 */
async function editPage(user: AdminUser, currentRole: string) {
  const signed = await signedIn(visitor);
  await slowDownSaves(signed.page);
  const form = await openEdit(signed.page, user.username, user.id);
  await signed.page.getByText(`Текущая роль: ${currentRole}`).waitFor();
  return { ...signed, ...form };
}

describe('the user edit page', () => {
  it('shows the superuser checkbox only while the chosen role is admin', async () => {
    const { api, editMe } = await seed();
    const { page, pageErrors, role, superuser, apply } = await editPage(editMe, 'Клиент');
    assert.equal(await superuser.count(), 0);

    await role.selectOption('admin');
    await superuser.waitFor();
    await role.selectOption('staff');
    await superuser.waitFor({ state: 'detached' });
    await role.selectOption('admin');
    assert.equal(await superuser.isChecked(), false);
    await superuser.check();
    await applyAndReturn(page, apply, 'edit-me', 'Суперадмин');
    const stored = await api.user(editMe.id);
    assert.deepEqual([stored.role, stored.is_superuser], ['admin', true]);
    assert.deepEqual(pageErrors, []);
  });

  it('takes the superuser flag away with a non-admin role', async () => {
    const { api, superMe } = await seed();
    const { page, pageErrors, role, superuser, apply } = await editPage(superMe, 'Администратор');
    assert.equal(await superuser.isChecked(), true);
    await role.selectOption('staff');
    await superuser.waitFor({ state: 'detached' });
    await applyAndReturn(page, apply, 'super-me', 'Персонал');
    const stored = await api.user(superMe.id);
    assert.deepEqual([stored.role, stored.is_superuser], ['staff', false]);
    assert.deepEqual(pageErrors, []);
  });

  it('opened again after a save, starts from the saved role', async () => {
    const { api, reopenMe } = await seed();
    const first = await editPage(reopenMe, 'Клиент');
    const { page, pageErrors } = first;
    await first.role.selectOption('executor');
    await applyAndReturn(page, first.apply, 'reopen-me', 'Исполнитель');

    // Back on the list, the row's edit button again, as a person would go.
    const again = await editFromList(page, 'reopen-me', reopenMe.id);
    await page.getByText('Текущая роль: Исполнитель').waitFor();
    // Otherwise an untouched 'Применить' would send the old role back.
    await expectValue(again.role, 'executor', "'Новая роль' starts from the current role");
    assert.equal((await api.user(reopenMe.id)).role, 'executor');
    assert.deepEqual(pageErrors, []);
  });
});

describe('the event log', () => {
  it('shows the role changes just made, with who made them', async () => {
    await seed();
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/logs');
    const admin = ADMIN.username;
    await expectLogEntry(
      page,
      'Назначение роли Администратор, суперпользователь: edit-me',
      admin,
      'Смена роли',
    );
    await expectLogEntry(page, 'Назначение роли Персонал: super-me', admin, 'Смена роли');
    await expectLogEntry(page, 'Назначение роли Исполнитель: reopen-me', admin, 'Смена роли');
    assert.deepEqual(pageErrors, []);
  });
});
