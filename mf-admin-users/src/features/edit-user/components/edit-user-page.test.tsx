import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, olga, stubOlgaEdit, sveta } from '../../../testing/users-fixtures';

const roleSelect = () => screen.getByLabelText('Новая роль');
const roleValues = () =>
  within(roleSelect())
    .getAllByRole('option')
    .map((o) => o.getAttribute('value'));
const superuserBox = () => screen.queryByRole('checkbox', { name: 'Назначить суперпользователем' });

describe('edit pages', () => {
  it('staff page: title, facts, status always "Активный", card "Смена роли"', async () => {
    stubOlgaEdit();
    renderAdminApp('/admin/staff/52/edit');
    expect(await screen.findByText('olga')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ред. сотрудника');
    expect(screen.getByRole('heading', { name: 'Смена роли' })).toBeInTheDocument();
    const facts = screen.getByText('olga').closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('ID52');
    expect(facts).toHaveTextContent('СтатусАктивный');
    expect(facts).toHaveTextContent('Дата регистрации03.02.2026');
    expect(facts).toHaveTextContent('Последний входНикогда');
    expect(screen.getByText('Доступ к выполнению задач')).toBeInTheDocument();
  });

  it('user page: title, the real state, card "Управление пользователем"', async () => {
    stubOlgaEdit();
    renderAdminApp('/admin/users/52/edit');
    await screen.findByText('olga');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ред. пользователя');
    expect(screen.getByRole('heading', { name: 'Управление пользователем' })).toBeInTheDocument();
    expect(screen.getByText('olga').closest('dl')).toHaveTextContent('СтатусНеактивный');
    expect(await screen.findByRole('heading', { name: 'Последние действия' })).toBeInTheDocument();
    expect(await screen.findByText('Событий пока нет')).toBeInTheDocument();
  });

  it("a customer's page shows the role under 'Роль', the state only under 'Статус'", async () => {
    stubApi({
      'GET /admin/users/52': jsonResponse(200, { ...olga, role: 'customer' }),
      'GET /admin/users/52/activities': jsonResponse(200, page('activities', [], { size: 10 })),
    });
    renderAdminApp('/admin/users/52/edit');
    const facts = (await screen.findByText('olga')).closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('РольКлиент');
    expect(facts).toHaveTextContent('СтатусНеактивный');
    expect(facts).not.toHaveTextContent('РольНеактивный');
  });

  it('offers only the roles the viewer may assign', async () => {
    stubOlgaEdit();
    renderAdminApp('/admin/staff/52/edit', sveta);
    await screen.findByText('olga');
    expect(roleSelect()).toHaveValue('executor');
    expect(roleValues()).toEqual(['customer', 'executor']);
  });

  it('shows the superuser checkbox for the admin role only; another role turns it off', async () => {
    const api = stubOlgaEdit();
    const user = userEvent.setup();
    renderAdminApp('/admin/staff/52/edit');
    await screen.findByText('olga');
    expect(roleValues()).toEqual(['customer', 'executor', 'staff', 'admin']);
    expect(superuserBox()).not.toBeInTheDocument();

    await user.selectOptions(roleSelect(), 'admin');
    await user.click(superuserBox() as HTMLElement);
    expect(superuserBox()).toBeChecked();
    await user.selectOptions(roleSelect(), 'staff');
    expect(superuserBox()).not.toBeInTheDocument();
    await user.selectOptions(roleSelect(), 'admin');
    expect(superuserBox()).not.toBeChecked();

    await user.click(superuserBox() as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(api.to('PUT', '/admin/users/52')[0]?.body).toEqual({
      role: 'admin',
      is_superuser: true,
    });
  });

  it('a viewer who is not a superuser never sees the checkbox nor sends the flag', async () => {
    const api = stubOlgaEdit();
    const user = userEvent.setup();
    renderAdminApp('/admin/users/52/edit', sveta);
    await screen.findByText('olga');
    await user.selectOptions(roleSelect(), 'customer');
    expect(superuserBox()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(api.to('PUT', '/admin/users/52')[0]?.body).toEqual({ role: 'customer' });
    // The user's activities belong to the event log, which only administrators may read.
    expect(api.to('GET', '/admin/users/52/activities')).toHaveLength(0);
  });

  it('reads "Применение..." while saving', async () => {
    stubOlgaEdit(0);
    const user = userEvent.setup();
    renderAdminApp('/admin/staff/52/edit');
    await screen.findByText('olga');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(screen.getByRole('button', { name: 'Применение...' })).toBeDisabled();
    expect(roleSelect()).toBeDisabled();
  });

  it('returns to the list it came from after saving', async () => {
    stubOlgaEdit();
    const user = userEvent.setup();
    renderAdminApp('/admin/staff?role=executor&page=2');
    // Go to the edit page the way a person does, so the page knows the list's address.
    await user.click(await screen.findByRole('link', { name: 'Редактировать olga' }));
    await screen.findByText('Ред. сотрудника');
    await user.click(await screen.findByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        /^\/admin\/staff\?role=executor&page=2$/,
      ),
    );
  });

  it('opened directly, it returns to the plain list', async () => {
    stubOlgaEdit();
    const user = userEvent.setup();
    renderAdminApp('/admin/users/52/edit');
    await user.click(await screen.findByRole('button', { name: 'Применить' }));
    await screen.findByText('Изменения сохранены');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/),
    );
  });

  it('says "Ошибка сохранения изменений" and stays when saving fails', async () => {
    stubOlgaEdit(500);
    const user = userEvent.setup();
    renderAdminApp('/admin/staff/52/edit');
    await user.click(await screen.findByRole('button', { name: 'Применить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка сохранения изменений');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/staff/52/edit');
    expect(screen.getByRole('button', { name: 'Применить' })).toBeEnabled();
  });

  it.each([
    [404, 'Пользователь не найден'],
    [500, 'Ошибка загрузки пользователя'],
  ])('a load answered %i says "%s" with a way back', async (status, text) => {
    stubApi({ 'GET /admin/users/52': jsonResponse(status, {}) });
    renderAdminApp('/admin/users/52/edit');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К списку' })).toHaveAttribute('href', '/admin/users');
    expect(screen.queryByRole('button', { name: 'Применить' })).not.toBeInTheDocument();
  });

  it('an address without a valid id is "Пользователь не найден" without asking', async () => {
    const api = stubApi({});
    renderAdminApp('/admin/staff/abc/edit');
    expect(await screen.findByText('Пользователь не найден')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('a row the viewer may not manage is shown read-only', async () => {
    stubApi({
      'GET /admin/users/60': jsonResponse(
        200,
        adminUser({ id: 60, username: 'admina', role: 'admin' }),
      ),
    });
    renderAdminApp('/admin/staff/60/edit', sveta);
    await screen.findByText('admina');
    expect(screen.getByText('У вас нет прав на изменение этого пользователя.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Применить' })).toBeDisabled();
  });
});
