import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, usersPage } from '../../../testing/users-fixtures';

const active = adminUser({ id: 41, username: 'anna' });
const inactive = adminUser({ id: 42, username: 'boris', is_active: false });
const executor = adminUser({ id: 43, username: 'olga', role: 'executor', role_score: 10 });

function stub(status: number) {
  return stubApi({
    'GET /admin/users': jsonResponse(200, usersPage([active, inactive, executor])),
    'POST /admin/users/41/deactivate': jsonResponse(
      status,
      status === 200 ? active : { detail: 'x' },
    ),
    'POST /admin/users/42/activate': jsonResponse(
      status,
      status === 200 ? inactive : { detail: 'x' },
    ),
    'POST /admin/users/43/deactivate': jsonResponse(
      status,
      status === 200 ? executor : { detail: 'x' },
    ),
  });
}

describe('users list: activate and deactivate', () => {
  it.each([
    [200, 'Деактивировать anna', 'Пользователь деактивирован!', '/admin/users/41/deactivate'],
    [
      500,
      'Деактивировать anna',
      'Ошибка при деактивации пользователя',
      '/admin/users/41/deactivate',
    ],
    [200, 'Активировать boris', 'Пользователь активирован!', '/admin/users/42/activate'],
    [403, 'Активировать boris', 'Ошибка при активации пользователя', '/admin/users/42/activate'],
  ])('answer %i to "%s" shows "%s"', async (status, button, message, path) => {
    const api = stub(status);
    const user = userEvent.setup();
    renderAdminApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.to('POST', path)).toHaveLength(1);
    // The list is asked again, so the row shows the new state.
    expect(api.to('GET', '/admin/users').length).toBeGreaterThan(1);
  });

  it('asks before deactivating a staff member, who also loses the role', async () => {
    const api = stub(200);
    const user = userEvent.setup();
    renderAdminApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Деактивировать olga' }));
    const dialog = screen.getByRole('dialog', { name: 'Деактивировать пользователя?' });
    expect(dialog).toHaveTextContent('он станет обычным клиентом');
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(api.to('POST', '/admin/users/43/deactivate')).toHaveLength(0);

    // The page is inert again once the dialog has faded out.
    await user.click(await screen.findByRole('button', { name: 'Деактивировать olga' }));
    await user.click(screen.getByRole('button', { name: 'Деактивировать' }));
    expect(await screen.findByText('Пользователь деактивирован!')).toBeInTheDocument();
    expect(api.to('POST', '/admin/users/43/deactivate')).toHaveLength(1);
  });
});
