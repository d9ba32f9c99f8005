import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { boss } from '@storefront/shared/testing/remote-app';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, sveta, usersPage } from '../../../testing/users-fixtures';

type User = ReturnType<typeof userEvent.setup>;

function stub(create: Routes[string] = jsonResponse(201, adminUser({ id: 99 }))) {
  return stubApi({
    'GET /admin/users': jsonResponse(200, usersPage([])),
    'POST /admin/users': create,
  });
}

async function openDialog(user: User, route: string, viewer = boss) {
  renderAdminApp(route, viewer);
  await user.click(await screen.findByRole('button', { name: 'Создать' }));
  return screen.getByRole('dialog', { name: 'Создать пользователя' });
}

async function fillAndSend(user: User, dialog: HTMLElement, login: string, password: string) {
  const loginField = within(dialog).getByLabelText('Логин');
  const passwordField = within(dialog).getByLabelText('Пароль');
  await user.clear(loginField);
  await user.clear(passwordField);
  if (login) {
    await user.click(loginField);
    await user.paste(login);
  }
  if (password) {
    await user.click(passwordField);
    await user.paste(password);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
}

describe('create user dialog: validation', () => {
  it.each([
    ['', 'secret1', 'Пожалуйста, заполните все поля'],
    ['anna', '', 'Пожалуйста, заполните все поля'],
    ['a'.repeat(51), 'secret1', 'Логин должен содержать от 1 до 50 символов'],
    ['anna', 'short', 'Пароль должен содержать от 6 до 100 символов'],
    ['anna', 'p'.repeat(101), 'Пароль должен содержать от 6 до 100 символов'],
  ])('users: "%s" / "%s" gives "%s" and sends nothing', async (login, password, text) => {
    const api = stub();
    const user = userEvent.setup();
    const dialog = await openDialog(user, '/admin/users');
    await fillAndSend(user, dialog, login, password);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    expect(api.to('POST', '/admin/users')).toHaveLength(0);
  });

  it.each([
    ['  ', 'secret1', 'Ошибка: Логин не может быть пустым!'],
    ['anna', '', 'Ошибка: Пароль не может быть пустым!'],
    ['anna', '12345', 'Ошибка: Пароль должен содержать минимум 6 символов!'],
  ])('staff: "%s" / "%s" gives "%s" and sends nothing', async (login, password, text) => {
    const api = stub();
    const user = userEvent.setup();
    const dialog = await openDialog(user, '/admin/staff');
    await fillAndSend(user, dialog, login, password);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(text);
    expect(api.to('POST', '/admin/users')).toHaveLength(0);
  });

  it('re-checks on every change after the first submit', async () => {
    stub();
    const user = userEvent.setup();
    const dialog = await openDialog(user, '/admin/users');
    await fillAndSend(user, dialog, 'anna', '12345');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('от 6 до 100');
    await user.type(within(dialog).getByLabelText('Пароль'), '6');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('create user dialog: sending', () => {
  it.each([
    [
      jsonResponse(400, { detail: 'Username already taken' }),
      'Ошибка: Пользователь с таким логином уже существует!',
    ],
    [jsonResponse(400, {}), 'Ошибка: Неверные данные пользователя!'],
    [
      jsonResponse(422, {
        detail: [{ loc: ['body', 'username'], msg: 'не подходит', type: 'pattern' }],
      }),
      'Ошибка валидации:\nЛогин: не подходит',
    ],
    [
      jsonResponse(403, { detail: 'Нельзя назначить эту роль' }),
      'Ошибка: Нельзя назначить эту роль',
    ],
    [jsonResponse(500), 'Ошибка при создании пользователя: HTTP error! status: 500'],
  ])('maps the server answer to spec 8 (%#)', async (answer, text) => {
    stub(answer);
    const user = userEvent.setup();
    const dialog = await openDialog(user, '/admin/users');
    await fillAndSend(user, dialog, 'anna', 'secret1');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(text);
    // The dialog stays open with the input, so it can be corrected.
    expect(within(dialog).getByLabelText('Логин')).toHaveValue('anna');
  });

  it('users: sends role customer by default, closes, resets and says so', async () => {
    const api = stub();
    const user = userEvent.setup();
    const dialog = await openDialog(user, '/admin/users');
    expect(within(dialog).getByLabelText('Роль')).toHaveValue('customer');
    await fillAndSend(user, dialog, ' anna ', 'secret1');
    expect(await screen.findByText('Пользователь успешно создан!')).toBeInTheDocument();
    expect(api.to('POST', '/admin/users')[0]?.body).toEqual({
      username: 'anna',
      password: 'secret1',
      role: 'customer',
      is_active: true,
      is_verified: false,
      timezone: 'UTC',
      language: 'ru',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to('GET', '/admin/users').length).toBeGreaterThan(1));

    await user.click(screen.getByRole('button', { name: 'Создать' }));
    const reopened = screen.getByRole('dialog', { name: 'Создать пользователя' });
    expect(within(reopened).getByLabelText('Логин')).toHaveValue('');
    expect(within(reopened).getByLabelText('Пароль')).toHaveValue('');
  });

  it('staff: starts on executor and offers only the roles the viewer may assign', async () => {
    stub();
    const user = userEvent.setup();
    const byBoss = await openDialog(user, '/admin/staff');
    const values = (dialog: HTMLElement) =>
      within(within(dialog).getByLabelText('Роль'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value'));
    expect(within(byBoss).getByLabelText('Роль')).toHaveValue('executor');
    expect(values(byBoss)).toEqual(['customer', 'executor', 'staff', 'admin']);
    cleanup();

    const bySveta = await openDialog(user, '/admin/staff', sveta);
    expect(within(bySveta).getByLabelText('Роль')).toHaveValue('executor');
    expect(values(bySveta)).toEqual(['customer', 'executor']);
  });
});
