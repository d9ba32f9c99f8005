import type { Activity } from '@storefront/shared/contract/activities';
import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { lastQuery } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, sveta, usersPage } from '../../testing/users-fixtures';

const event: Activity = {
  id: 5,
  user_id: 1,
  username: 'boss',
  action: 'register',
  description: 'Регистрация',
  created_at: '2026-05-06T07:08:09Z',
  ip_address: null,
  resource_type: '',
  resource_id: null,
  metadata_json: { referral_code: 'ABC' },
};

function stub() {
  return stubApi({
    'GET /admin/users': jsonResponse(200, usersPage([adminUser()], { total: 1 })),
    'GET /admin/activities': ({ query }) =>
      jsonResponse(200, {
        activities: [event],
        total: 30,
        page: Number(query.get('page')),
        size: 20,
        pages: 2,
      }),
    'GET /admin/users/stats': jsonResponse(200, {
      total_users: 10,
      active_users: 9,
      admin_users: 2,
      recent_logins: 4,
    }),
    'GET /admin/activities/stats': jsonResponse(200, {
      total_activities: 30,
      activities_today: 1,
      activities_this_week: 2,
      activities_this_month: 3,
      most_common_actions: [{ action: 'register', count: 30 }],
      recent_activities: [event],
    }),
  });
}

const location = () => screen.getByTestId('location');

describe('/admin/users tabs', () => {
  it('keeps the tab in the URL; each tab starts from a clean query', async () => {
    stub();
    const user = userEvent.setup();
    renderAdminApp('/admin/users?role=customer&page=1');
    await screen.findByText('ivan');
    expect(screen.getByRole('tab', { name: 'Пользователи' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await user.click(screen.getByRole('tab', { name: 'Статистика' }));
    expect(location()).toHaveTextContent(/^\/admin\/users\?tab=stats$/);
    expect(await screen.findByRole('group', { name: 'Входов сегодня' })).toHaveTextContent('4');
    expect(screen.getByRole('group', { name: 'За неделю' })).toHaveTextContent('2');

    await user.click(screen.getByRole('tab', { name: 'Пользователи' }));
    expect(location()).toHaveTextContent(/^\/admin\/users$/);
  });

  it('opens a tab from the URL (reload)', async () => {
    stub();
    renderAdminApp('/admin/users?tab=logs');
    expect(screen.getByRole('tab', { name: 'Журнал' })).toHaveAttribute('aria-selected', 'true');
    const item = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(item).toHaveTextContent('Ресурс: Система');
    expect(within(item).getByText('Данные')).toBeInTheDocument();
  });

  it('the activity tab pages through the activity list', async () => {
    const api = stub();
    const user = userEvent.setup();
    renderAdminApp('/admin/users?tab=activity');
    await screen.findAllByRole('listitem');
    expect(screen.getByText('Страница 1 из 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(location()).toHaveTextContent('/admin/users?tab=activity&page=2');
    expect(await screen.findByText('Страница 2 из 2')).toBeInTheDocument();
    expect(lastQuery(api, '/admin/activities').page).toBe('2');
  });

  it('a page past the end of a shorter result moves to the last page', async () => {
    stubApi({
      'GET /admin/users': jsonResponse(200, usersPage([], { total: 41, page: 9, pages: 3 })),
    });
    renderAdminApp('/admin/users?search=a&page=9');
    await screen.findByText(/Страница 3 из 3/);
    expect(location()).toHaveTextContent(/^\/admin\/users\?search=a&page=3$/);
  });

  it('staff see the list only: the log and statistics are for administrators', async () => {
    const api = stub();
    renderAdminApp('/admin/users?tab=stats', sveta);
    expect(await screen.findByText('ivan')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.to('GET', '/admin/users/stats')).toHaveLength(0);
  });
});
