import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, productStock, productsPage, stockRow } from '../../../testing/fixtures';
import { FIRST_PAINT, renderCatalogApp } from '../../../testing/render-catalog-app';

inEnglish();

describe('the stock dialog in English', () => {
  it('shows the price on the card, and edits and saves the stock in English', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let refuse = true;
    stubApi({
      'GET /products/': jsonResponse(
        200,
        productsPage([
          product({ id: 5, name: 'Tea', price: '1500.50' }),
          product({ id: 6, name: 'Honey', price: null }),
        ]),
      ),
      'GET /products/5/stock': jsonResponse(200, productStock([stockRow({ quantity: 5 })])),
      'PUT /products/5/stock': () =>
        refuse ? jsonResponse(500, {}) : jsonResponse(200, productStock([stockRow()])),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    const card = (await screen.findByRole('heading', { name: 'Tea' }, FIRST_PAINT)).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByTestId('product-price')).toHaveTextContent('RUB 1,500.50');
    expect(screen.getByText('No price')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Load' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock' });
    const arbat = await within(dialog).findByLabelText('Арбат');
    await user.type(arbat, '.5');
    expect(arbat).toHaveAccessibleDescription('Enter a whole number from 0 to 1,000,000');
    await user.clear(arbat);
    await user.type(arbat, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save the stock');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock saved')).toBeInTheDocument();
  });

  it('a product in no district: says where stock lives, and "Cancel" closes', async () => {
    stubApi({
      'GET /products/': jsonResponse(200, productsPage([product({ id: 5, name: 'Tea' })])),
      'GET /products/5/stock': jsonResponse(200, productStock([])),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Load' }, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Stock' });
    expect(
      await within(dialog).findByText('Add cities and districts first: stock is kept per district'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
