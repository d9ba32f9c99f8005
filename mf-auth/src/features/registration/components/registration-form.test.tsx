import { jsonResponse } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAuthApp, stubFetch } from '../../../testing/render-auth-app';

const field = (label: string) => screen.getByLabelText(label, { exact: false });

async function submit(values: { username?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  renderAuthApp('/register');
  if (values.username) await user.type(field('Имя пользователя'), values.username);
  if (values.password) await user.type(screen.getByLabelText(/^Пароль/), values.password);
  if (values.confirm) await user.type(field('Подтвердите пароль'), values.confirm);
  await user.click(screen.getByRole('button', { name: /Зарегистрироваться/ }));
  return user;
}

describe('registration form: validation', () => {
  it('shows every rule on an empty submit and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201));
    await submit({});
    expect(
      screen.getByText('Имя пользователя должно содержать минимум 3 символа'),
    ).toBeInTheDocument();
    expect(screen.getByText('Пароль должен содержать минимум 6 символов')).toBeInTheDocument();
    expect(field('Имя пользователя')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts a mismatch on the confirmation field', async () => {
    const fetchMock = stubFetch(() => jsonResponse(201));
    await submit({ username: 'anna', password: 'secret1', confirm: 'secret2' });
    expect(field('Подтвердите пароль')).toHaveAccessibleDescription('Пароли не совпадают');
    expect(field('Подтвердите пароль')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts a name of spaces as too short', async () => {
    await submit({ username: '  ab  ', password: 'secret1', confirm: 'secret1' });
    expect(field('Имя пользователя')).toHaveAccessibleDescription(
      'Имя пользователя должно содержать минимум 3 символа',
    );
  });

  it('re-validates on change after the first submit', async () => {
    const user = await submit({ username: 'anna', password: 'secret', confirm: 'secre' });
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument();
    await user.type(field('Подтвердите пароль'), 't');
    expect(screen.queryByText('Пароли не совпадают')).not.toBeInTheDocument();
  });

  it('hints at the limits before anything goes wrong, and links to the login page', async () => {
    const user = userEvent.setup();
    renderAuthApp('/register', { from: '/user/tickets' });
    expect(field('Имя пользователя')).toHaveAccessibleDescription('Не короче 3 символов');
    expect(screen.getByLabelText(/^Пароль/)).toHaveAccessibleDescription('Не короче 6 символов');
    await user.click(screen.getByRole('link', { name: 'Войти' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
