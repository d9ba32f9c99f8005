import { Route } from '@storefront/shared/router';
import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { AdminRoutes } from './admin-routes';

function App() {
  return (
    <AdminRoutes
      loading="Загрузка..."
      unknown={[{ path: '/admin/items/*', links: [{ to: '/admin/items', label: 'К списку' }] }]}
    >
      <Route path="/admin/items" element={<h1>Список</h1>} />
    </AdminRoutes>
  );
}

describe('AdminRoutes', () => {
  it('renders the page the address names', () => {
    renderWithProviders(<App />, { route: '/admin/items' });
    expect(screen.getByRole('heading', { name: 'Список' })).toBeInTheDocument();
  });

  it('answers another address below a section with the not-found page and its way back', async () => {
    renderWithProviders(<App />, { route: '/admin/items/x/y' });
    // The not-found page is a chunk of its own: the fallback shows while it loads.
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'К списку' })).toHaveAttribute('href', '/admin/items');
  });
});
