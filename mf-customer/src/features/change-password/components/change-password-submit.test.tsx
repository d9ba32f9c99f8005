import { useAuthStore } from '@storefront/shared/auth-store';
import { jsonResponse } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCustomerApp, stubFetch } from '../../../testing/render-customer-app';

async function fillIn(newPassword: string, user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Текущий пароль'), 'old-secret');
  await user.type(screen.getByLabelText('Новый пароль'), newPassword);
  await user.type(screen.getByLabelText('Подтвердите новый пароль'), newPassword);
}

async function changeTo(newPassword: string, user = userEvent.setup()) {
  await fillIn(newPassword, user);
  await user.keyboard('{Enter}');
}

const session = () => useAuthStore.getState();
const location = () => screen.getByTestId('location');

describe('password change: sending', () => {
  it('reads "Изменяем..." with every field locked while the request is on its way', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderCustomerApp('/user/settings');
    await changeTo('new-secret-1');
    expect(screen.getByRole('button', { name: 'Изменяем...' })).toBeDisabled();
    for (const label of ['Текущий пароль', 'Новый пароль', 'Подтвердите новый пароль']) {
      expect(screen.getByLabelText(label)).toBeDisabled();
    }
  });

  it('shows the server’s detail on failure and keeps the session', async () => {
    stubFetch(() => jsonResponse(400, { detail: 'Неверный текущий пароль' }));
    renderCustomerApp('/user/settings');
    await changeTo('new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный текущий пароль');
    expect(screen.getByLabelText('Текущий пароль')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Изменить пароль' })).toBeEnabled();
    expect(session().status).toBe('authenticated');
  });

  it.each([
    ['a 500 without a detail', jsonResponse(500)],
    [
      'a 422 with a list of issues',
      jsonResponse(422, { detail: [{ loc: [], msg: 'x', type: 'y' }] }),
    ],
  ])('falls back to its own text for %s', async (_case, response) => {
    stubFetch(() => response);
    renderCustomerApp('/user/settings');
    await changeTo('new-secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Не удалось изменить пароль\.$/);
  });

  it('on success: sends both passwords, switches to the fresh token and stays signed in', async () => {
    const me = session().user;
    const fetchMock = stubFetch((url) =>
      String(url).endsWith('/auth/me')
        ? jsonResponse(200, me)
        : jsonResponse(200, { detail: 'ok', access_token: 'fresh-token', token_type: 'bearer' }),
    );
    renderCustomerApp('/user/settings');
    await changeTo('new-secret-1');
    expect(await screen.findByText('Пароль успешно изменён!')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/change-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      current_password: 'old-secret',
      new_password: 'new-secret-1',
    });
    expect(localStorage.getItem('access_token')).toBe('fresh-token');
    expect(session().status).toBe('authenticated');
    expect(screen.getByLabelText('Новый пароль')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Изменить пароль' })).toBeEnabled();
    expect(location()).toHaveTextContent('/user/settings');
  });
});
