import { jsonResponse } from '@storefront/shared/testing';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { citiesPage, city } from '../../../testing/fixtures';
import { location, renderCatalogApp, rowOf } from '../../../testing/render-catalog-app';

const moscow = city({ id: 1, name: 'Москва' });
function stubCities() {
  return stubApi({ 'GET /cities/': jsonResponse(200, citiesPage([moscow])) });
}

describe('cities list: row actions', () => {
  it('row links: "Товары" leads to the city’s products, "Районы" to its districts', async () => {
    stubCities();
    renderCatalogApp('/admin/cities');
    await screen.findByText('Москва');
    const row = within(rowOf('Москва'));
    expect(row.getByRole('link', { name: 'Товары' })).toHaveAttribute(
      'href',
      '/admin/cities/1/products',
    );
    expect(row.getByRole('link', { name: 'Районы' })).toHaveAttribute(
      'href',
      '/admin/cities/1/districts',
    );
  });

  it('on a narrow screen the row buttons are a "Действия" menu', async () => {
    const undo = narrowScreen();
    try {
      stubApi({
        'GET /cities/': jsonResponse(200, citiesPage([moscow])),
        'GET /cities/1': jsonResponse(200, moscow),
        'GET /districts/city/1': jsonResponse(200, {
          districts: [],
          total: 0,
          page: 1,
          size: 20,
          pages: 0,
        }),
      });
      const user = userEvent.setup();
      renderCatalogApp('/admin/cities');
      await screen.findByText('Москва');
      expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
      await user.click(within(rowOf('Москва')).getByRole('button', { name: 'Действия' }));
      const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
      expect(items).toEqual(['Товары', 'Районы', 'Редактировать', 'Удалить']);
      await user.click(screen.getByRole('menuitem', { name: 'Районы' }));
      await waitFor(() => expect(location()).toHaveTextContent('/admin/cities/1/districts'));
    } finally {
      undo();
    }
  });
});
