import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthApp, stubFetch } from '../../../testing/render-auth-app';

inEnglish();

async function register() {
  const user = userEvent.setup();
  renderAuthApp('/register');
  await user.type(screen.getByLabelText(/Username/), 'new-user');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/Confirm password/), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('registration page in English', () => {
  it('labels the form and hints at the limits with English plurals', () => {
    renderAuthApp('/register');
    expect(screen.getByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toHaveAccessibleDescription('At least 3 characters');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('At least 6 characters');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the success screen in English', async () => {
    stubFetch(() => jsonResponse(201, { id: 1 }));
    await register();
    expect(await screen.findByText('Registration complete!')).toBeInTheDocument();
    expect(screen.getByText('Taking you to the sign-in page...')).toBeInTheDocument();
  });

  it('makes the account English: it sends the language the visitor chose', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201, { id: 1 }));
    await register();
    await screen.findByText('Registration complete!');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/auth/register');
    expect(JSON.parse(String(init?.body))).toMatchObject({ username: 'new-user', language: 'en' });
  });

  it.each([
    ['Username already taken', 'This username is already taken'],
    ['Username looks like a taken one', 'Username looks like a taken one'],
  ])('puts the reason for "%s" under "Registration failed"', async (detail, reason) => {
    stubFetch(() => jsonResponse(400, { detail }));
    await register();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Registration failed ${reason}`);
  });

  it('says only "Registration failed" when the server gives no text', async () => {
    stubFetch(() => jsonResponse(500));
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Registration failed$/);
  });
});
