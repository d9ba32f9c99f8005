import { changeLanguage } from '@storefront/shared/i18n';
import { type LoginInput, validateLogin } from '@storefront/shared/validation';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useValidatedForm } from './use-validated-form';

const EMPTY: LoginInput = { username: '', password: '' };

function LoginForm() {
  const form = useValidatedForm(EMPTY, validateLogin);
  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        form.check();
      }}
    >
      <input
        name="username"
        aria-label="username"
        value={form.values.username}
        onChange={(event) => form.setField('username', event.target.value)}
      />
      <input name="password" aria-label="password" value={form.values.password} readOnly />
      <p data-testid="username-error">{form.errors.username}</p>
      <button type="submit">submit</button>
    </form>
  );
}

afterEach(async () => {
  await act(() => changeLanguage('ru'));
});

it('shows nothing before the first submit, then re-checks on every change', () => {
  render(<LoginForm />);
  expect(screen.getByTestId('username-error')).toBeEmptyDOMElement();
  fireEvent.click(screen.getByRole('button', { name: 'submit' }));
  expect(screen.getByTestId('username-error')).toHaveTextContent('Логин обязателен');
  expect(screen.getByRole('textbox', { name: 'username' })).toHaveFocus();
  fireEvent.change(screen.getByRole('textbox', { name: 'username' }), {
    target: { value: 'a'.repeat(129) },
  });
  expect(screen.getByTestId('username-error')).toHaveTextContent('Слишком длинный логин');
});

it('rewords the messages shown when the language changes', async () => {
  render(
    <Suspense fallback={<p>loading</p>}>
      <LoginForm />
    </Suspense>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'submit' }));
  expect(screen.getByTestId('username-error')).toHaveTextContent('Логин обязателен');
  await act(() => changeLanguage('en'));
  expect(await screen.findByText('Username is required')).toBeInTheDocument();
  await act(() => changeLanguage('ru'));
  expect(screen.getByTestId('username-error')).toHaveTextContent('Логин обязателен');
});
