import { changeLanguage, i18n } from '@storefront/shared/i18n';
import { act } from '@testing-library/react';
import { CATALOG_NAMESPACE } from '../../../i18n';
import { productsSummary } from './products-summary';

const t = () => i18n.getFixedT(null, CATALOG_NAMESPACE);

afterEach(async () => {
  await act(() => changeLanguage('ru'));
});

describe('products summary', () => {
  it.each([
    [21, 'Показано 21–21 из 21 товара'],
    [24, 'Показано 21–24 из 24 товаров'],
    [25, 'Показано 21–25 из 25 товаров'],
    [31, 'Показано 21–31 из 31 товара'],
    [111, 'Показано 21–40 из 111 товаров'],
    [1001, 'Показано 21–40 из 1\u00a0001 товара'],
  ])('Russian: %i products, in the genitive after "из"', (total, text) => {
    expect(productsSummary(t(), 2, 20, total)).toBe(text);
  });

  it('English: one product, several, and thousands with a comma', async () => {
    await act(() => changeLanguage('en'));
    expect(productsSummary(t(), 1, 20, 1)).toBe('Showing 1–1 of 1 product');
    expect(productsSummary(t(), 2, 20, 1234)).toBe('Showing 21–40 of 1,234 products');
  });
});
