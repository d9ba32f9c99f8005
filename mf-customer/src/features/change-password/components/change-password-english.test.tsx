import { changeLanguage } from '@storefront/shared/i18n';
import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anna, renderCustomerApp, stubFetch } from '../../../testing/render-customer-app';

inEnglish();

async function changePassword() {
  const user = userEvent.setup();
  renderCustomerApp('/user/settings');
  await user.type(screen.getByLabelText('Current password'), 'old-secret');
  await user.type(screen.getByLabelText('New password'), 'new-secret-1');
  await user.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
  await user.keyboard('{Enter}');
}

describe('password change in English', () => {
  it('labels the card and hints at the minimum with an English plural', () => {
    renderCustomerApp('/user/settings');
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters',
    );
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });

  it('reads "Changing..." while the request is on its way', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    await changePassword();
    expect(screen.getByRole('button', { name: 'Changing...' })).toBeDisabled();
  });

  it('says the password changed and what that means for other devices', async () => {
    stubFetch((url) =>
      url.endsWith('/auth/me')
        ? jsonResponse(200, anna)
        : jsonResponse(200, { detail: 'ok', access_token: 'fresh-token', token_type: 'bearer' }),
    );
    await changePassword();
    const status = (await screen.findByText('Password changed!')).closest('[role="status"]');
    expect(status).toHaveTextContent('Password changed!');
    expect(status).toHaveTextContent('On your other devices, sign in again with the new password.');
  });

  it('falls back to its own text, reworded when the language changes back', async () => {
    stubFetch(() => jsonResponse(500));
    await changePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not change the password\.$/);
    await act(() => changeLanguage('ru'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Не удалось изменить пароль\.$/);
  });
});
