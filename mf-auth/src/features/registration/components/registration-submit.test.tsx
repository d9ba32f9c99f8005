import { jsonResponse } from '@storefront/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthApp, stubFetch } from '../../../testing/render-auth-app';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Имя пользователя/), ' new-user ');
  await user.type(screen.getByLabelText(/^Пароль/), 'secret1');
  await user.type(screen.getByLabelText(/Подтвердите пароль/), 'secret1');
}

async function register(user = userEvent.setup()) {
  renderAuthApp('/register');
  await fillIn(user);
  await user.keyboard('{Enter}');
}

function sentBody(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe('/api/v1/auth/register');
  expect(init?.method).toBe('POST');
  return JSON.parse(String(init?.body));
}

describe('registration form: sending', () => {
  it('sends name, password, the stored referral code and the language, never the confirmation', async () => {
    localStorage.setItem('referral_code', 'FRIEND42');
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 1 }));
    await register();
    await screen.findByText('Регистрация успешна!');
    expect(sentBody(fetchMock)).toEqual({
      username: 'new-user',
      password: 'secret1',
      referral_code: 'FRIEND42',
      language: 'ru',
    });
  });

  it('sends a null referral code when none is stored', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 1 }));
    await register();
    await screen.findByText('Регистрация успешна!');
    expect(sentBody(fetchMock).referral_code).toBeNull();
  });

  it('says "Ошибка регистрации" and why, in Russian, for a taken name', async () => {
    stubFetch(() => jsonResponse(400, { detail: 'Username already taken' }));
    await register();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ошибка регистрации');
    expect(alert).toHaveTextContent('Пользователь с таким именем уже существует');
    expect(screen.getByLabelText(/Имя пользователя/)).toHaveFocus();
    expect(screen.getByLabelText(/Имя пользователя/)).toHaveValue(' new-user ');
  });

  it('says only "Ошибка регистрации" when the server gives no text', async () => {
    stubFetch(() => jsonResponse(500));
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка регистрации$/);
  });

  it('shows the success screen, then opens the login page after 2 s with the name filled in', async () => {
    jest.useFakeTimers();
    try {
      stubFetch(() => jsonResponse(201, { id: 1 }));
      renderAuthApp('/register');
      await fillIn(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      // The click and the answer in one act, so the success screen is there when it returns.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: /Зарегистрироваться/ }));
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('Перенаправление на страницу входа...')).toBeInTheDocument();
      expect(screen.getByText('Регистрация успешна!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1500));
      expect(screen.getByTestId('location')).toHaveTextContent('/register');
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByTestId('location')).toHaveTextContent('/login');
      expect(screen.getByLabelText(/Логин/)).toHaveValue('new-user');
    } finally {
      jest.useRealTimers();
    }
  });
});
