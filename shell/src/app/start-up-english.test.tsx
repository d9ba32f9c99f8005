/**
 * @jest-environment ./src/testing/english-environment.cjs
 */
import { changeLanguage, currentLanguage, i18n } from '@storefront/shared/i18n';
import { act, fireEvent, screen } from '@testing-library/react';
import { SHELL_NAMESPACE } from '../i18n';
import { renderStartFailingOnce } from '../testing/start-up';

// One test only: it needs English chosen and its messages not arrived yet, and this file's
// i18next instance keeps them once they have.
it('shows its pages in English when chosen, in Russian until the English messages arrive', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(currentLanguage()).toBe('en');
  expect(i18n.hasResourceBundle('en', SHELL_NAMESPACE)).toBe(false);

  // The configuration fails before the messages are in: never a blank, never a bare key.
  const _start = renderStartFailingOnce('store');
  expect(screen.getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();

  expect(
    await screen.findByRole('heading', { name: 'The store could not start' }),
  ).toBeInTheDocument();
  expect(i18n.hasResourceBundle('en', SHELL_NAMESPACE)).toBe(true);
  expect(screen.getByText(/Check your internet connection/)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(await screen.findByText('store')).toBeInTheDocument();

  await act(() => changeLanguage('ru'));
  localStorage.removeItem('language');
});
