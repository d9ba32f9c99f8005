import { changeLanguage, currentLanguage } from '@storefront/shared/i18n';
import { act, render, waitFor } from '@testing-library/react';
import { setGuest, signInAs } from '../../testing/auth';
import { AccountLanguage } from './account-language';

afterEach(async () => {
  setGuest();
  await act(() => changeLanguage('ru'));
  localStorage.removeItem('language');
});

/** A visitor who chose `browser` as a guest, then signs in to an account saved with `saved`. */
async function signInFrom(browser: 'ru' | 'en', saved: 'ru' | 'en' | null) {
  await act(() => changeLanguage(browser));
  setGuest();
  render(<AccountLanguage />);
  signInAs('customer', undefined, saved);
}

describe('AccountLanguage', () => {
  it("switches to the account's language after sign-in", async () => {
    await signInFrom('en', 'ru');
    await waitFor(() => expect(currentLanguage()).toBe('ru'));
  });

  it('switches a Russian browser to an English account', async () => {
    await signInFrom('ru', 'en');
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it("keeps the browser's English for an account that never chose a language", async () => {
    await signInFrom('en', null);
    // Give a switch, were there one, the time to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
