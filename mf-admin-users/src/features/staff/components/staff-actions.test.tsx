import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, usersPage } from '../../../testing/users-fixtures';
import { REVOKE_CONFIRM } from './staff-list';

const olga = adminUser({ id: 52, username: 'olga', role: 'executor' });

function stub(extra: Routes) {
  return stubApi({ 'GET /admin/users': jsonResponse(200, usersPage([olga])), ...extra });
}

async function assign(login: string, role?: string) {
  const user = userEvent.setup();
  renderAdminApp('/admin/staff');
  await user.click(await screen.findByRole('button', { name: 'Назначить' }));
  const dialog = screen.getByRole('dialog', { name: 'Назначить роль' });
  const submit = within(dialog).getByRole('button', { name: 'Назначить' });
  expect(submit).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Логин'), login);
  if (role) await user.selectOptions(within(dialog).getByLabelText('Роль'), role);
  await user.click(submit);
  return dialog;
}

describe('staff: assign a role by login', () => {
  it('looks the login up on the server; an unknown one says so', async () => {
    const api = stub({
      'GET /admin/users/lookup': jsonResponse(404, { detail: 'Пользователь не найден' }),
    });
    const dialog = await assign('ghost');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^Ошибка: Пользователь с таким логином не найден!$/,
    );
    expect(api.to('GET', '/admin/users/lookup')[0]?.query.get('username')).toBe('ghost');
    expect(api.to('PUT', '/admin/users/77')).toHaveLength(0);
  });

  it('sets the chosen role, says so, closes and refreshes the list', async () => {
    const anna = adminUser({ id: 77, username: 'anna' });
    const api = stub({
      'GET /admin/users/lookup': jsonResponse(200, anna),
      'PUT /admin/users/77': jsonResponse(200, { ...anna, role: 'staff' }),
    });
    await assign('anna', 'Персонал');
    expect(await screen.findByText('Роль успешно назначена!')).toBeInTheDocument();
    expect(api.to('PUT', '/admin/users/77')[0]?.body).toEqual({ role: 'staff' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('GET', '/admin/users').length).toBeGreaterThan(1);
  });

  it('shows the server’s refusal after "Ошибка при назначении роли: "', async () => {
    stub({
      'GET /admin/users/lookup': jsonResponse(200, adminUser({ id: 77, username: 'anna' })),
      'PUT /admin/users/77': jsonResponse(403, { detail: 'Недостаточно прав для этой роли' }),
    });
    const dialog = await assign('anna');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ошибка при назначении роли: Недостаточно прав для этой роли',
    );
  });
});

describe('staff: revoke', () => {
  async function revoke(status: number, confirm: boolean) {
    const api = stub({ 'PUT /admin/users/52': jsonResponse(status, status === 200 ? olga : {}) });
    const user = userEvent.setup();
    renderAdminApp('/admin/staff');
    await user.click(await screen.findByRole('button', { name: 'Отозвать olga' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(REVOKE_CONFIRM);
    await user.click(within(dialog).getByRole('button', { name: confirm ? 'Отозвать' : 'Отмена' }));
    return api;
  }

  it('asks first; cancelling changes nothing', async () => {
    const api = await revoke(200, false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', '/admin/users/52')).toHaveLength(0);
  });

  it('makes the member a customer and says so', async () => {
    const api = await revoke(200, true);
    expect(
      await screen.findByText('Роль персонала отозвана! Пользователь стал обычным клиентом.'),
    ).toBeInTheDocument();
    expect(api.to('PUT', '/admin/users/52')[0]?.body).toEqual({ role: 'customer' });
  });

  it('says when it failed', async () => {
    await revoke(403, true);
    expect(await screen.findByText('Ошибка при отзыве роли')).toBeInTheDocument();
  });
});
