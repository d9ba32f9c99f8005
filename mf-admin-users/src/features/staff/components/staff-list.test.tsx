import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { optionTexts } from '@storefront/shared/testing/lists';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, rowOf, sveta, usersPage } from '../../../testing/users-fixtures';

const staffPage = usersPage(
  [
    adminUser({ id: 1, username: 'boss', role: 'admin', is_superuser: true }),
    adminUser({ id: 51, username: 'admina', role: 'admin' }),
    adminUser({ id: 52, username: 'olga', role: 'executor' }),
  ],
  { total: 3 },
);

describe('staff list', () => {
  it('asks for all three staff roles at once, or the one chosen', async () => {
    const api = stubApi({ 'GET /admin/users': jsonResponse(200, staffPage) });
    const user = userEvent.setup();
    renderAdminApp('/admin/staff');
    await screen.findByText('admina');
    expect(api.calls[0]?.query.get('role')).toBe('admin,staff,executor');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Персонал');
    expect(screen.getByTestId('total-badge')).toHaveTextContent('3');
    expect(optionTexts('Роль')).toEqual(['Все роли', 'Администратор', 'Персонал', 'Исполнитель']);

    await user.selectOptions(screen.getByLabelText('Роль'), 'Персонал');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/staff?role=staff');
    expect(api.calls.at(-1)?.query.get('role')).toBe('staff');
  });

  it('shows "Суперадмин" or the role name, and the search placeholder', async () => {
    stubApi({ 'GET /admin/users': jsonResponse(200, staffPage) });
    renderAdminApp('/admin/staff');
    await screen.findByText('admina');
    expect(within(rowOf('boss')).getByText('Суперадмин')).toBeInTheDocument();
    expect(within(rowOf('admina')).getByText('Администратор')).toBeInTheDocument();
    expect(within(rowOf('olga')).getByText('Исполнитель')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Поиск по пользователям...')).toBeInTheDocument();
  });

  it('a staff viewer gets no actions on admin rows or their own, but on an executor', async () => {
    stubApi({
      'GET /admin/users': jsonResponse(200, usersPage([...staffPage.users, { ...sveta }])),
    });
    renderAdminApp('/admin/staff', sveta);
    await screen.findByText('admina');
    for (const name of ['boss', 'admina', 'sveta']) {
      expect(within(rowOf(name)).queryAllByRole('button')).toHaveLength(0);
      expect(within(rowOf(name)).queryAllByRole('link')).toHaveLength(0);
    }
    expect(within(rowOf('olga')).getByRole('link', { name: 'Редактировать olga' })).toHaveAttribute(
      'href',
      '/admin/staff/52/edit',
    );
    expect(
      within(rowOf('olga')).getByRole('button', { name: 'Отозвать olga' }),
    ).toBeInTheDocument();
  });

  it('shows "Назначить" and "Создать" only to those who may create users', async () => {
    stubApi({ 'GET /admin/users': jsonResponse(200, staffPage) });
    const first = renderAdminApp('/admin/staff', sveta);
    await screen.findByText('admina');
    expect(screen.getByRole('button', { name: 'Назначить' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать' })).toBeInTheDocument();
    first.unmount();

    renderAdminApp('/admin/staff', makeUser({ id: 3, role: 'customer' }));
    await screen.findByText('admina');
    expect(screen.queryByRole('button', { name: 'Назначить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Создать' })).not.toBeInTheDocument();
  });

  it('on a phone the actions are a menu with "Редактировать" and "Отозвать"', async () => {
    const undo = narrowScreen();
    try {
      stubApi({ 'GET /admin/users': jsonResponse(200, staffPage) });
      const user = userEvent.setup();
      renderAdminApp('/admin/staff');
      await screen.findByText('olga');
      expect(
        within(rowOf('olga')).queryByRole('button', { name: 'Отозвать olga' }),
      ).not.toBeInTheDocument();
      await user.click(within(rowOf('olga')).getByRole('button', { name: 'Действия: olga' }));
      expect(screen.getByRole('menuitem', { name: 'Отозвать' })).toBeInTheDocument();
      await user.click(screen.getByRole('menuitem', { name: 'Редактировать' }));
      await waitFor(() =>
        expect(screen.getByTestId('location')).toHaveTextContent('/admin/staff/52/edit'),
      );
    } finally {
      undo();
    }
  });
});
