import { changeLanguage, i18n } from '@storefront/shared/i18n';
import { act } from '@testing-library/react';
import { CATALOG_NAMESPACE } from '../i18n';
import { maxLength } from './max-length';

const tooLong = (max: number) =>
  i18n.getFixedT(null, CATALOG_NAMESPACE)('nameDialog.tooLong', maxLength(max));

afterEach(async () => {
  await act(() => changeLanguage('ru'));
});

describe('a length limit message', () => {
  it.each([
    [1, 'Не более 1 символа'],
    [3, 'Не более 3 символов'],
    [11, 'Не более 11 символов'],
    [21, 'Не более 21 символа'],
    [200, 'Не более 200 символов'],
    [5000, 'Не более 5\u00a0000 символов'],
  ])('Russian: %i', (max, text) => {
    expect(tooLong(max)).toBe(text);
  });

  it('English: one character, and thousands with a comma', async () => {
    await act(() => changeLanguage('en'));
    expect(tooLong(1)).toBe('At most 1 character');
    expect(tooLong(5000)).toBe('At most 5,000 characters');
  });
});
