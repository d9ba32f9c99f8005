import { changeLanguage } from '@storefront/shared/i18n';
import { act } from '@testing-library/react';

/** Runs the file's tests in English and puts Russian back after each (the default). */
export function inEnglish() {
  beforeEach(async () => {
    await act(() => changeLanguage('en'));
  });
  afterEach(async () => {
    await act(() => changeLanguage('ru'));
  });
}
