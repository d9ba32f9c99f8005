import { changeLanguage } from '@storefront/shared/i18n';
import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthApp, stubFetch } from '../../../testing/render-auth-app';

inEnglish();

async function attemptLogin() {
  const user = userEvent.setup();
  renderAuthApp('/login');
  await user.type(screen.getByLabelText(/Username/), 'anna');
  await user.type(screen.getByLabelText(/Password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('alert');
}

describe('login page in English', () => {
  it('labels the form and links to registration', async () => {
    const user = userEvent.setup();
    renderAuthApp('/login');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveFocus();
    expect(screen.getByText(/No account yet\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
  });

  it('401: says the username or password is wrong', async () => {
    stubFetch(() => jsonResponse(401, { detail: 'Incorrect username or password' }));
    expect(await attemptLogin()).toHaveTextContent(/^Incorrect username or password$/);
  });

  it('503 without a detail: the unavailability text', async () => {
    stubFetch(() => jsonResponse(503));
    expect(await attemptLogin()).toHaveTextContent(
      /^The server is temporarily unavailable\. Please try again later\.$/,
    );
  });

  it('500: the generic failure text, reworded when the language changes back', async () => {
    stubFetch(() => jsonResponse(500, { detail: 'boom' }));
    const alert = await attemptLogin();
    expect(alert).toHaveTextContent(/^Could not sign in\. Please try again later\.$/);
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Не удалось выполнить вход\. Повторите попытку позже\.$/,
    );
    expect(screen.getByRole('heading', { name: 'Вход' })).toBeInTheDocument();
  });
});
