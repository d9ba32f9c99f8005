import { loadRemote } from '@module-federation/enhanced/runtime';
import { changeLanguage, loadMessages } from '@storefront/shared/i18n';
import { jsonResponse, renderWithProviders } from '@storefront/shared/testing';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { forgetRemote } from '../features/remotes/remote-mount';
import { registerConfiguredRemotes } from '../features/remotes/remote-registry';
import { SHELL_NAMESPACE } from '../i18n';
import { setGuest, signInAs } from '../testing/auth';
import { AppRoutes } from './router';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// What startShell does before the app renders: the chosen language's messages first.
beforeEach(async () => {
  await act(async () => {
    await changeLanguage('en');
    await loadMessages([SHELL_NAMESPACE]);
  });
});
afterEach(async () => {
  await act(() => changeLanguage('ru'));
  localStorage.removeItem('language');
});

const renderApp = (route: string) => renderWithProviders(<AppRoutes />, { route });
const anyRole = { hidden: true } as const;
const header = () => within(screen.getByRole('banner'));
const main = () => within(screen.getByRole('main'));

describe('the shell in English', () => {
  it('words the header, the public links and the guest buttons', async () => {
    setGuest();
    renderApp('/reviews');
    const nav = within(screen.getByRole('navigation', { ...anyRole, name: 'Site sections' }));
    expect(nav.getAllByRole('link', anyRole).map((link) => link.textContent)).toEqual([
      'Home',
      'Products',
      'Reviews',
      'Rules',
      'Contacts',
    ]);
    expect(header().getByRole('link', { name: 'Store — home page' })).toHaveTextContent('STORE');
    expect(header().getByRole('link', { ...anyRole, name: 'Sign in' })).toBeInTheDocument();
    expect(header().getByRole('link', { ...anyRole, name: 'Register' })).toBeInTheDocument();
    expect(header().getByRole('button', { ...anyRole, name: 'Switch the theme' })).toHaveAttribute(
      'title',
      'Light theme',
    );
    expect(header().getAllByRole('group', { ...anyRole, name: 'Language' })).not.toHaveLength(0);
  });

  it('names the browser tab in the language shown, and again after switching back', async () => {
    setGuest();
    renderApp('/no-such-page');
    expect(document.title).toBe('Store');
    await act(() => changeLanguage('ru'));
    expect(document.title).toBe('Магазин');
  });

  it("shows a customer's balance in the English format, and the customer menu", async () => {
    stubApi({ 'GET /finance/balance': jsonResponse(200, { balance: '1500.00' }) });
    signInAs('customer', undefined, 'en');
    renderApp('/reviews');
    const balance = header().getByRole('group', { name: 'Balance' });
    expect(await within(balance).findByText('RUB 1,500')).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: 'Top up the balance' })).toBeInTheDocument();
    expect(header().getByRole('button', { ...anyRole, name: 'Sign out' })).toBeInTheDocument();
    const list = screen.getByRole('navigation', { ...anyRole, name: 'My account' });
    expect(
      within(list)
        .getAllByRole('link', anyRole)
        .map((link) => link.textContent),
    ).toEqual(['Finance', 'Purchases', 'Tickets', 'Settings']);
  });

  it('words the not-found page and the guards', async () => {
    setGuest();
    const notFound = renderApp('/no-such-page');
    expect(main().getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    notFound.unmount();

    signInAs('customer', undefined, 'en');
    renderApp('/admin/orders');
    expect(main().getByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(
      main().getByText('You do not have permission to access the admin panel'),
    ).toBeInTheDocument();
  });

  it('words the admin placeholders and the admin menu', () => {
    signInAs('admin', 'root', 'en');
    renderApp('/admin/analytics');
    expect(main().getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    expect(main().getByText('Admin panel')).toBeInTheDocument();
    expect(main().getByText('This section is under development.')).toBeInTheDocument();
    const list = screen.getByRole('navigation', { ...anyRole, name: 'Admin menu' });
    expect(within(list).getByRole('link', { ...anyRole, name: 'Event log' })).toHaveAttribute(
      'href',
      '/admin/logs',
    );
  });

  it('words the narrow-screen menus', async () => {
    signInAs('customer', undefined, 'en');
    renderApp('/reviews');
    fireEvent.click(screen.getByRole('button', { ...anyRole, name: 'Open the menu' }));
    const menu = within(await screen.findByTestId('mobile-menu'));
    expect(menu.getByRole('navigation', { name: 'Site menu' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Light theme' })).toBeInTheDocument();
    expect(menu.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    // The list around the theme and language entries holds list items only (axe `list`).
    for (const list of menu.getAllByRole('list')) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
  });

  it('words a failed section, and switches it back to Russian in place', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /finance/balance': jsonResponse(200, { balance: '0.00' }) });
    registerConfiguredRemotes({ mf_customer: '/remotes/mf-customer/mf-manifest.json' });
    forgetRemote('mf_customer');
    (loadRemote as jest.Mock).mockRejectedValue(new Error('ScriptNetworkError'));
    signInAs('customer', undefined, 'en');
    renderApp('/user/finance');
    expect(await main().findByText('The section could not be loaded')).toBeInTheDocument();
    expect(main().getByText(/The section is unavailable right now/)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Try again' })).toBeInTheDocument();

    await act(() => changeLanguage('ru'));
    expect(main().getByText('Не удалось загрузить раздел')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(await header().findByText('0 ₽')).toBeInTheDocument();
    forgetRemote('mf_customer');
  });
});
