import { jsonResponse } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthApp, stubFetch } from '../../../testing/render-auth-app';

const username = () => screen.getByLabelText(/Логин/);
const password = () => screen.getByLabelText(/Пароль/);
const submitButton = () => screen.getByRole('button', { name: /Войти/ });

describe('login form: validation', () => {
  it('shows both required messages on submit, sends nothing and focuses the login', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500));
    const user = userEvent.setup();
    renderAuthApp('/login');
    await user.click(password());
    await user.click(submitButton());
    expect(screen.getByText('Логин обязателен')).toBeInTheDocument();
    expect(screen.getByText('Пароль обязателен')).toBeInTheDocument();
    expect(username()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a login over 128 and a password over 256 characters', async () => {
    const fetchMock = stubFetch(() => jsonResponse(500));
    const user = userEvent.setup();
    renderAuthApp('/login');
    await user.click(username());
    await user.paste('a'.repeat(129));
    await user.click(password());
    await user.paste('p'.repeat(257));
    await user.click(submitButton());
    expect(screen.getByText('Слишком длинный логин')).toBeInTheDocument();
    expect(screen.getByText('Слишком длинный пароль')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays quiet while typing, then re-validates on every change after a submit', async () => {
    stubFetch(() => jsonResponse(500));
    const user = userEvent.setup();
    renderAuthApp('/login');
    await user.type(username(), 'a');
    await user.clear(username());
    expect(screen.queryByText('Логин обязателен')).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(screen.getByText('Логин обязателен')).toBeInTheDocument();
    await user.type(username(), 'anna');
    expect(screen.queryByText('Логин обязателен')).not.toBeInTheDocument();
    expect(screen.getByText('Пароль обязателен')).toBeInTheDocument();
  });

  it('disables the fields and the button while the request is on its way', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const user = userEvent.setup();
    renderAuthApp('/login');
    await user.type(username(), 'anna');
    await user.type(password(), 'secret1{Enter}');
    expect(username()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('links to the registration page', async () => {
    const user = userEvent.setup();
    renderAuthApp('/login');
    await user.click(screen.getByRole('link', { name: 'Зарегистрироваться' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    expect(screen.getByRole('heading', { name: 'Регистрация' })).toBeInTheDocument();
  });
});
