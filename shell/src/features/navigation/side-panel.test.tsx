import { useAuthStore } from '@storefront/shared/auth-store';
import { jsonResponse, renderWithProviders } from '@storefront/shared/testing';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { toggleSidePanel } from '@storefront/shared/ui/side-panel-event';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setGuest, signInAs } from '../../testing/auth';
import { SidePanel } from './side-panel';

/** The way a remote opens the panel without importing the shell. */
const toggleByEvent = () => act(() => toggleSidePanel());

describe('SidePanel', () => {
  it('opens on the custom window event with the username and the customer menu', async () => {
    signInAs('customer', 'masha');
    renderWithProviders(<SidePanel showTrigger />, { route: '/user/orders' });
    expect(screen.queryByTestId('side-panel')).not.toBeInTheDocument();

    toggleByEvent();
    const panel = within(await screen.findByTestId('side-panel'));
    expect(panel.getByText('masha')).toBeInTheDocument();
    const labels = panel.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(['Финансы', 'Покупки', 'Тикеты', 'Настройки']);
    expect(panel.getByRole('link', { name: 'Покупки' })).toHaveAttribute('aria-current', 'page');
    expect(panel.getByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });

  it('closes on the same event', async () => {
    signInAs('customer');
    renderWithProviders(<SidePanel showTrigger />);
    toggleByEvent();
    await screen.findByTestId('side-panel');
    toggleByEvent();
    await waitFor(() => expect(screen.queryByTestId('side-panel')).not.toBeInTheDocument());
  });

  it('opens from its header button and shows a guest the sign-in choices', async () => {
    setGuest();
    renderWithProviders(<SidePanel showTrigger />);
    fireEvent.click(screen.getByRole('button', { hidden: true, name: 'Открыть боковую панель' }));
    const panel = within(await screen.findByTestId('side-panel'));
    expect(panel.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(panel.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/register');
    expect(panel.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
  });

  it('lists the admin menu for an admin and signs out from the bottom button', async () => {
    const api = stubApi({
      'GET /admin/tickets': jsonResponse(200, {
        tickets: [],
        total: 7,
        page: 1,
        size: 1,
        pages: 7,
        open_count: 3,
      }),
      'GET /products/': jsonResponse(200, {
        products: [],
        total: 21,
        page: 1,
        size: 1,
        pages: 21,
      }),
    });
    signInAs('admin');
    renderWithProviders(<SidePanel showTrigger />);
    toggleByEvent();
    const panel = within(await screen.findByTestId('side-panel'));
    expect(panel.getAllByRole('link')).toHaveLength(14);
    // The open tickets waiting for an answer, beside 'Тикеты' (shop-spec 2.2).
    const tickets = await panel.findByRole('link', { name: /^Тикеты/ });
    expect(tickets).toHaveTextContent('Тикеты3');
    expect(tickets).toHaveAccessibleName('Тикеты 3 открытых тикета');
    expect(api.to('GET', '/admin/tickets')).toHaveLength(1);
    // The products running low (issue 23), beside 'Товары'.
    const products = await panel.findByRole('link', { name: /^Товары.+мало на складе$/ });
    expect(products).toHaveTextContent('Товары21');
    expect(products).toHaveAccessibleName('Товары 21 товар мало на складе');
    expect(api.to('GET', '/products/')[0]?.query.get('low_stock')).toBe('true');
    fireEvent.click(panel.getByRole('button', { name: 'Выйти' }));
    expect(useAuthStore.getState().status).toBe('anonymous');
  });
});
