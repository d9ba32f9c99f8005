import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, listedUsers, rowOf, sveta, usersPage } from '../../../testing/users-fixtures';

describe('users list: rows', () => {
  it('shows reading B badges with reading A facts, dates in ru-RU', async () => {
    stubApi({
      'GET /admin/users': jsonResponse(200, usersPage(listedUsers(5))),
    });
    renderAdminApp('/admin/users');
    await screen.findByText('root');
    expect(within(rowOf('root')).getByText('Суперадмин')).toBeInTheDocument();
    expect(within(rowOf('olga')).getByText('Исполнитель')).toBeInTheDocument();
    expect(within(rowOf('olga')).getByText('Подтверждён')).toBeInTheDocument();
    expect(within(rowOf('petr')).getByText('Неактивный')).toBeInTheDocument();
    expect(within(rowOf('masha')).getByText('Активный')).toBeInTheDocument();
    expect(rowOf('petr')).toHaveTextContent('Создан: 05.03.2026');
    expect(rowOf('petr')).toHaveTextContent('Входов: 5');
    expect(rowOf('petr')).toHaveTextContent(/Последний вход: 07\.04\.2026, \d\d:30/);
    expect(rowOf('masha')).toHaveTextContent('Последний вход: Никогда');
  });

  it('offers actions only on rows the viewer may manage, never on their own', async () => {
    stubApi({
      'GET /admin/users': jsonResponse(
        200,
        usersPage([
          adminUser({ id: 21, username: 'admina', role: 'admin', role_score: 80 }),
          adminUser({ id: 22, username: 'colleague', role: 'staff', role_score: 50 }),
          { ...sveta },
          adminUser({ id: 23, username: 'olga', role: 'executor', role_score: 10 }),
          adminUser({ id: 24, username: 'klient' }),
        ]),
      ),
    });
    renderAdminApp('/admin/users', sveta);
    await screen.findByText('admina');
    for (const name of ['admina', 'colleague', 'sveta']) {
      expect(within(rowOf(name)).queryAllByRole('button')).toHaveLength(0);
      expect(within(rowOf(name)).queryByRole('link')).not.toBeInTheDocument();
    }
    for (const name of ['olga', 'klient']) {
      expect(
        within(rowOf(name)).getByRole('link', { name: `Редактировать ${name}` }),
      ).toBeInTheDocument();
      expect(
        within(rowOf(name)).getByRole('button', { name: `Деактивировать ${name}` }),
      ).toBeInTheDocument();
    }
  });

  it('edit leads to /admin/users/{id}/edit, and the page returns to the same list', async () => {
    stubApi({
      'GET /admin/users': jsonResponse(200, usersPage([adminUser({ id: 31, username: 'olga' })])),
      'GET /admin/users/31': never,
    });
    const user = userEvent.setup();
    renderAdminApp('/admin/users?role=customer');
    await user.click(await screen.findByRole('link', { name: 'Редактировать olga' }));
    expect(await screen.findByRole('link', { name: 'Назад' })).toHaveAttribute(
      'href',
      '/admin/users?role=customer',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users/31/edit');
  });

  it('says "Загрузка..." until the first page arrives', () => {
    stubApi({ 'GET /admin/users': never });
    renderAdminApp('/admin/users');
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
  });

  it.each([
    ['/admin/users?search=zz', 'Пользователи не найдены'],
    ['/admin/users', 'Пользователи не добавлены'],
    ['/admin/users?role=admin', 'Пользователи не добавлены'],
  ])('an empty %s says %s', async (route, text) => {
    stubApi({ 'GET /admin/users': jsonResponse(200, usersPage([])) });
    renderAdminApp(route);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText('Страница 1 из 1')).toBeInTheDocument();
  });
});
