import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { lastQuery } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, usersPage } from '../../../testing/users-fixtures';

const location = () => screen.getByTestId('location');

function stubUsers(pages = 3) {
  return stubApi({
    'GET /admin/users': ({ query }) =>
      jsonResponse(
        200,
        usersPage([adminUser({ username: `user-${query.get('page')}` })], {
          total: 41,
          page: Number(query.get('page')),
          pages,
        }),
      ),
  });
}

describe('users list: search, filters and paging', () => {
  afterEach(() => jest.useRealTimers());

  it('searches once, 300 ms after the last keystroke, from page 1', async () => {
    jest.useFakeTimers();
    const api = stubUsers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAdminApp('/admin/users?page=3');
    expect(await screen.findByText('user-3')).toBeInTheDocument();
    const before = api.to('GET', '/admin/users').length;

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'anna');
    act(() => jest.advanceTimersByTime(299));
    expect(api.to('GET', '/admin/users')).toHaveLength(before);

    act(() => jest.advanceTimersByTime(1));
    await screen.findByText('user-1');
    const sent = api.to('GET', '/admin/users').slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query.get('search')).toBe('anna');
    expect(sent[0]?.query.get('page')).toBe('1');
    expect(location()).toHaveTextContent(/^\/admin\/users\?search=anna$/);
  });

  it('applies the search at once on Enter', async () => {
    jest.useFakeTimers();
    const api = stubUsers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAdminApp('/admin/users');
    await screen.findByText('user-1');
    const before = api.to('GET', '/admin/users').length;

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), 'ivan{Enter}');
    await screen.findByText('user-1');
    expect(location()).toHaveTextContent('/admin/users?search=ivan');
    const sent = api.to('GET', '/admin/users').slice(before);
    expect(sent.map((c) => c.query.get('search'))).toEqual(['ivan']);

    // The timer of the last keystroke was dropped: nothing more is sent later.
    act(() => jest.advanceTimersByTime(1000));
    expect(api.to('GET', '/admin/users').slice(before)).toHaveLength(1);
  });

  it('puts the role and active filters into the URL and the request, back on page 1', async () => {
    const api = stubUsers();
    const user = userEvent.setup();
    renderAdminApp('/admin/users?page=2');
    await screen.findByText('user-2');

    await user.selectOptions(screen.getByLabelText('Роль'), 'Исполнитель');
    await user.selectOptions(screen.getByLabelText('Статус'), 'Неактивные');
    expect(location()).toHaveTextContent('/admin/users?role=executor&active=false');
    const last = api.to('GET', '/admin/users').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({
      page: '1',
      size: '20',
      role: 'executor',
      is_active: 'false',
    });
  });

  it('sends a pasted tab as a space, and at most the 100 characters the API takes', async () => {
    const api = stubUsers();
    renderAdminApp(`/admin/users?search=an%09na${'x'.repeat(120)}`);
    await screen.findByText('user-1');
    expect(lastQuery(api, '/admin/users').search).toBe(`an na${'x'.repeat(95)}`);
  });

  it('reads the filters back from the URL (reload, Back)', async () => {
    const api = stubUsers();
    renderAdminApp('/admin/users?search=an&role=staff&active=true&page=2');
    await screen.findByText('user-2');
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('an');
    expect(screen.getByLabelText('Роль')).toHaveValue('staff');
    expect(screen.getByLabelText('Статус')).toHaveValue('true');
    expect(Object.fromEntries(api.calls[0]?.query ?? [])).toEqual({
      page: '2',
      size: '20',
      search: 'an',
      role: 'staff',
      is_active: 'true',
    });
  });

  it('pages with "Страница X из Y", previous and next', async () => {
    const api = stubUsers(3);
    const user = userEvent.setup();
    renderAdminApp('/admin/users');
    const pager = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(within(pager).getByText('Страница 1 из 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Назад' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByText('user-2')).toBeInTheDocument();
    expect(within(pager).getByText('Страница 2 из 3')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/users?page=2');
    expect(lastQuery(api, '/admin/users').page).toBe('2');

    await user.click(within(pager).getByRole('button', { name: 'Вперёд' }));
    await screen.findByText('user-3');
    expect(within(pager).getByRole('button', { name: 'Вперёд' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Назад' }));
    await screen.findByText('user-2');
  });

  it('shows the total in the title badge', async () => {
    stubUsers();
    renderAdminApp('/admin/users');
    expect(await screen.findByTestId('total-badge')).toHaveTextContent('41');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Пользователи');
  });
});
