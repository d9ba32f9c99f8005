import { useAuthStore } from '@storefront/shared/auth-store';
import { jsonResponse } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthApp, stubFetch } from '../../../testing/render-auth-app';

async function attemptLogin() {
  const user = userEvent.setup();
  renderAuthApp('/login', { from: '/user/orders' });
  await user.type(screen.getByLabelText(/Логин/), 'anna');
  await user.type(screen.getByLabelText(/Пароль/), 'secret1');
  await user.click(screen.getByRole('button', { name: /Войти/ }));
  return screen.findByRole('alert');
}

describe('login form: failures (spec section 8)', () => {
  it('401: wrong credentials, stays signed out and puts the focus back on the login', async () => {
    stubFetch(() => jsonResponse(401, { detail: 'Incorrect username or password' }));
    const alert = await attemptLogin();
    expect(alert).toHaveTextContent('Неверное имя пользователя или пароль');
    expect(screen.getByLabelText(/Логин/)).toBeEnabled();
    expect(screen.getByLabelText(/Логин/)).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('503 without a detail: the login form’s own unavailability text', async () => {
    stubFetch(() => jsonResponse(503));
    expect(await attemptLogin()).toHaveTextContent(
      /^Сервер временно недоступен\. Попробуйте позже\.$/,
    );
    expect(screen.getByLabelText(/Логин/)).toHaveFocus();
  });

  it('504 with a detail: the server’s detail', async () => {
    stubFetch(() => jsonResponse(504, { detail: 'Шлюз не ответил вовремя' }));
    expect(await attemptLogin()).toHaveTextContent('Шлюз не ответил вовремя');
  });

  it('an unreachable server reads like a 503 without a detail', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await attemptLogin()).toHaveTextContent(
      /^Сервер временно недоступен\. Попробуйте позже\.$/,
    );
  });

  it.each([
    [500, { detail: 'boom' }],
    [422, { detail: [{ loc: ['body', 'username'], msg: 'too long', type: 'x' }] }],
  ])('%i: the generic failure text', async (status, body) => {
    stubFetch(() => jsonResponse(status, body));
    const alert = await attemptLogin();
    expect(alert).toHaveTextContent('Не удалось выполнить вход. Повторите попытку позже.');
    expect(screen.getByLabelText(/Логин/)).toHaveFocus();
  });

  it('a token the user call then refuses is a failure too, and leaves no session', async () => {
    stubFetch((path) =>
      path.endsWith('/auth/token')
        ? jsonResponse(200, { access_token: 'tok', token_type: 'bearer' })
        : jsonResponse(500),
    );
    expect(await attemptLogin()).toHaveTextContent('Не удалось выполнить вход');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
