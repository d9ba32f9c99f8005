import { jsonResponse } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCustomerApp, stubFetch } from '../../../testing/render-customer-app';

const current = () => screen.getByLabelText('Текущий пароль');
const fresh = () => screen.getByLabelText('Новый пароль');
const confirm = () => screen.getByLabelText('Подтвердите новый пароль');

async function fillAndSubmit(values: [string, string, string]) {
  const user = userEvent.setup();
  renderCustomerApp('/user/settings');
  const fields = [current(), fresh(), confirm()];
  for (const [index, value] of values.entries()) {
    if (value) {
      await user.click(fields[index] as HTMLElement);
      await user.paste(value);
    }
  }
  await user.click(screen.getByRole('button', { name: 'Изменить пароль' }));
  return user;
}

describe('password change: validation', () => {
  it('asks for all three fields on an empty submit and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200));
    await fillAndSubmit(['', '', '']);
    expect(current()).toHaveAccessibleDescription('Текущий пароль обязателен');
    expect(fresh()).toHaveAccessibleDescription('Новый пароль должен содержать минимум 8 символов');
    expect(confirm()).toHaveAccessibleDescription('Подтверждение пароля обязательно');
    expect(current()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a mismatch on the confirmation field', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200));
    await fillAndSubmit(['old-secret', 'new-secret-1', 'new-secret-2']);
    expect(confirm()).toHaveAccessibleDescription('Пароли не совпадают');
    expect(confirm()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects passwords over 256 characters', async () => {
    const long = 'x'.repeat(257);
    await fillAndSubmit([long, long, long]);
    expect(current()).toHaveAccessibleDescription('Слишком длинный пароль');
    expect(fresh()).toHaveAccessibleDescription('Слишком длинный пароль');
  });

  it('hints at the minimum, then re-validates on change after the first submit', async () => {
    const first = renderCustomerApp('/user/settings');
    expect(fresh()).toHaveAccessibleDescription('Не короче 8 символов');
    first.unmount();
    const user = await fillAndSubmit(['old-secret', 'short', 'short']);
    expect(fresh()).toHaveAccessibleDescription('Новый пароль должен содержать минимум 8 символов');
    await user.type(fresh(), '-enough');
    await user.type(confirm(), '-enough');
    expect(screen.queryByText(/минимум 8 символов/)).not.toBeInTheDocument();
    expect(screen.queryByText('Пароли не совпадают')).not.toBeInTheDocument();
  });
});
