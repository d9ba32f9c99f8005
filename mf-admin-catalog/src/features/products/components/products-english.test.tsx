import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { product, productsPage } from '../../../testing/fixtures';
import { FIRST_PAINT, renderCatalogApp } from '../../../testing/render-catalog-app';

const tea = product({ id: 5, name: 'Чай' });

inEnglish();

describe('products in English', () => {
  it('titles the grid and its cards, and pages with an English summary', async () => {
    stubApi({
      'GET /products/': jsonResponse(200, productsPage([tea], { total: 1234, pages: 62 })),
    });
    const user = userEvent.setup();
    renderCatalogApp('/admin/products');
    expect(await screen.findByRole('heading', { level: 1 }, FIRST_PAINT)).toHaveTextContent(
      'Products',
    );
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/admin/products/create',
    );
    expect(screen.getByPlaceholderText('Search products...')).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getByRole('button', { name: 'Load' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent(
      'Showing 1–20 of 1,234 products',
    );
    await user.click(within(grid).getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete product?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
  });

  it('says when there are no products', async () => {
    stubApi({ 'GET /products/': jsonResponse(200, productsPage([])) });
    renderCatalogApp('/admin/products');
    expect(await screen.findByText('No products yet', {}, FIRST_PAINT)).toBeInTheDocument();
  });

  it('an unknown address offers the way to the cities and the products', async () => {
    renderCatalogApp('/admin/products/5');
    expect(await screen.findByRole('link', { name: 'Go to cities' }, FIRST_PAINT)).toHaveAttribute(
      'href',
      '/admin/cities',
    );
    expect(screen.getByRole('link', { name: 'Go to products' })).toBeInTheDocument();
  });
});
