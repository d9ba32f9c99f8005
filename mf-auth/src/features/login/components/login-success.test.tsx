import { useAuthStore } from '@storefront/shared/auth-store';
import { jsonResponse } from '@storefront/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anna, renderAuthApp, stubFetch } from '../../../testing/render-auth-app';

function acceptAnna() {
  return stubFetch((path) =>
    path.endsWith('/auth/token')
      ? jsonResponse(200, { access_token: 'tok-1', token_type: 'bearer' })
      : jsonResponse(200, anna),
  );
}

async function signIn(state?: unknown) {
  const user = userEvent.setup();
  renderAuthApp('/login', state);
  await user.type(screen.getByLabelText(/Логин/), ' anna ');
  await user.type(screen.getByLabelText(/Пароль/), 'se cret&1{Enter}');
}

const location = () => screen.getByTestId('location');

describe('login form: success', () => {
  it('sends the token call form-encoded, then opens the session', async () => {
    const fetchMock = acceptAnna();
    await signIn();
    await waitFor(() => expect(useAuthStore.getState().status).toBe('authenticated'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/token');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    const body = new URLSearchParams(String(init?.body));
    expect([...body.entries()]).toEqual([
      ['username', 'anna'],
      ['password', 'se cret&1'],
    ]);
    expect(localStorage.getItem('access_token')).toBe('tok-1');
    expect(useAuthStore.getState().user).toEqual(anna);
  });

  it('goes back to the page the guard remembered, even past a host that sends it home', async () => {
    acceptAnna();
    await signIn({ from: '/user/orders?page=2' });
    await waitFor(() => expect(location()).toHaveTextContent('/user/orders?page=2'));
  });

  it('fills the name in when the registration page hands over, and starts on the password', () => {
    renderAuthApp('/login', { username: 'new-user' });
    expect(screen.getByLabelText(/Логин/)).toHaveValue('new-user');
    expect(screen.getByLabelText(/Пароль/)).toHaveFocus();
  });
});
