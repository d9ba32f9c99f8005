import { useAuthStore } from '@storefront/shared/auth-store';
import { jsonResponse } from '@storefront/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
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

  it('on success: sends both passwords, clears the form, then ends the session after 3 s', async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = stubFetch(() => jsonResponse(200, { detail: 'Пароль изменён' }));
      renderCustomerApp('/user/settings');
      await fillIn('new-secret-1', userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      // The click and the answer in one act, so the success state is there when it returns.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Изменить пароль' }));
        await jest.advanceTimersByTimeAsync(0);
      });
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/v1/auth/change-password');
      expect(JSON.parse(String(init?.body))).toEqual({
        current_password: 'old-secret',
        new_password: 'new-secret-1',
      });
      expect(screen.getByText('Пароль успешно изменён!')).toBeInTheDocument();
      expect(screen.getByLabelText('Новый пароль')).toHaveValue('');
      act(() => jest.advanceTimersByTime(2900));
      expect(session().status).toBe('authenticated');
      act(() => jest.advanceTimersByTime(100));
      expect(session().status).toBe('anonymous');
      expect(localStorage.getItem('access_token')).toBeNull();
      expect(location()).toHaveTextContent('/login');
    } finally {
      jest.useRealTimers();
    }
  });

  it('"Войти" after success ends the session at once', async () => {
    stubFetch(() => jsonResponse(200, {}));
    const user = userEvent.setup();
    renderCustomerApp('/user/settings');
    await changeTo('new-secret-1', user);
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(session().status).toBe('anonymous');
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(location()).toHaveTextContent('/login');
  });
});
