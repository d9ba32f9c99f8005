import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { cityStockPage, cityStockProduct } from '../../../testing/fixtures';
import { FIRST_PAINT, renderCatalogApp } from '../../../testing/render-catalog-app';

inEnglish();

describe('a city’s products in English', () => {
  it('titles the page and writes prices and quantities the English way', async () => {
    stubApi({
      'GET /cities/1/stock': jsonResponse(
        200,
        cityStockPage([
          cityStockProduct({
            name: 'Tea',
            price: '1500.00',
            districts: [
              { id: 11, name: 'Арбат', quantity: 1200 },
              { id: 12, name: 'Тверской', quantity: 1 },
            ],
          }),
          cityStockProduct({ id: 6, name: 'Honey', price: null, is_active: false }),
        ]),
      ),
    });
    renderCatalogApp('/admin/cities/1/products');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Москва' }, FIRST_PAINT),
    ).toBeInTheDocument();
    expect(screen.getByText('Products', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cities' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search products...')).toBeInTheDocument();
    const rows = screen.getByRole('list', { name: 'Products' });
    // As every amount of the shop: no '.00' of a whole rouble.
    expect(within(rows).getByText('RUB 1,500')).toBeInTheDocument();
    const stock = within(rows).getAllByRole('list', { name: 'Stock by district' })[0];
    expect(stock).toHaveTextContent('Арбат: 1,200 pcs.');
    // One of a thing is not 'pcs'.
    expect(within(stock as HTMLElement).getByText('Тверской: 1 pc.')).toBeInTheDocument();
    expect(within(rows).getByText('No price')).toBeInTheDocument();
    expect(within(rows).getByText('Inactive')).toBeInTheDocument();
  });

  it.each([
    ['', 'No products are in stock in this city'],
    ['?search=zzz', 'No products found'],
  ])('empty %s says "%s"', async (query, text) => {
    stubApi({ 'GET /cities/1/stock': jsonResponse(200, cityStockPage([])) });
    renderCatalogApp(`/admin/cities/1/products${query}`);
    expect(await screen.findByText(text, {}, FIRST_PAINT)).toBeInTheDocument();
  });

  it('an unknown city says so', async () => {
    stubApi({ 'GET /cities/9/stock': jsonResponse(404, { detail: 'City not found' }) });
    renderCatalogApp('/admin/cities/9/products');
    expect(await screen.findByText('City not found', {}, FIRST_PAINT)).toBeInTheDocument();
  });
});
