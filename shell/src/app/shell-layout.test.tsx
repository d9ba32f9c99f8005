import { useAuthStore } from '@storefront/shared/auth-store';
import { Route, Routes } from '@storefront/shared/router';
import { jsonResponse, renderWithProviders } from '@storefront/shared/testing';
import { makeShopSettings } from '@storefront/shared/testing/fixtures';
import { narrowScreen } from '@storefront/shared/testing/narrow-screen';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setAuthLoading, setGuest, signInAs } from '../testing/auth';
import { LocationProbe } from '../testing/location-probe';
import { ShellLayout } from './shell-layout';

function renderLayout(route = '/reviews') {
  return renderWithProviders(
    <>
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="*" element={<p>страница</p>} />
        </Route>
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

// Desktop-only controls are hidden by a CSS media rule that jsdom cannot evaluate.
const header = () => within(screen.getByRole('banner'));
const anyRole = { hidden: true } as const;

describe('header', () => {
  it('offers a guest the sign-in and register buttons and no balance', () => {
    setGuest();
    renderLayout();
    expect(header().getByRole('link', { ...anyRole, name: 'Войти' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(header().getByRole('link', { ...anyRole, name: 'Регистрация' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(header().queryByText('0 ₽')).not.toBeInTheDocument();
    expect(header().queryByRole('button', { ...anyRole, name: 'Выйти' })).not.toBeInTheDocument();
  });

  it('shows the public links, the logo and the theme toggle', () => {
    setGuest();
    renderLayout();
    const nav = within(screen.getByRole('navigation', { ...anyRole, name: 'Разделы сайта' }));
    const labels = nav.getAllByRole('link', anyRole).map((link) => link.textContent);
    expect(labels).toEqual(['Главная', 'Товары', 'Отзывы', 'Правила', 'Контакты']);
    expect(nav.getByRole('link', { ...anyRole, name: 'Отзывы' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(header().getByRole('link', { name: 'Магазин — на главную' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(
      header().getByRole('button', { ...anyRole, name: 'Переключить тему' }),
    ).toBeInTheDocument();
  });

  it("shows a customer's balance from the API with a top-up link, and a logout button", async () => {
    const api = stubApi({ 'GET /finance/balance': jsonResponse(200, { balance: '1499.50' }) });
    signInAs('customer');
    renderLayout();
    const balance = header().getByRole('group', { name: 'Баланс' });
    // Kopecks are never rounded away; whole roubles are shown without them.
    expect(await within(balance).findByText('1 499,50 ₽')).toBeInTheDocument();
    expect(api.to('GET', '/finance/balance')).toHaveLength(1);
    expect(within(balance).getByRole('link', { name: 'Пополнить баланс' })).toHaveAttribute(
      'href',
      '/user/finance',
    );
    expect(header().queryByRole('link', { ...anyRole, name: 'Войти' })).not.toBeInTheDocument();
  });

  it('shows a new customer 0 ₽', async () => {
    stubApi({ 'GET /finance/balance': jsonResponse(200, { balance: '0.00' }) });
    signInAs('customer');
    renderLayout();
    const balance = header().getByRole('group', { name: 'Баланс' });
    expect(await within(balance).findByText('0 ₽')).toBeInTheDocument();
  });

  it('gives an admin no balance chip and asks for none', () => {
    const api = stubApi({});
    signInAs('admin');
    renderLayout();
    expect(header().queryByRole('group', { name: 'Баланс' })).not.toBeInTheDocument();
    expect(api.to('GET', '/finance/balance')).toHaveLength(0);
    expect(header().getByRole('button', { ...anyRole, name: 'Выйти' })).toBeInTheDocument();
  });

  it('gives a superuser no balance chip, no top-up link and no finance menu item', () => {
    const api = stubApi({});
    signInAs('superuser');
    renderLayout();
    expect(header().queryByRole('group', { name: 'Баланс' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { ...anyRole, name: 'Пополнить баланс' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { ...anyRole, name: 'Финансы' })).not.toBeInTheDocument();
    expect(api.to('GET', '/finance/balance')).toHaveLength(0);
  });

  it("shows the shop's name from its settings as the wordmark", async () => {
    stubApi({
      'GET /settings': jsonResponse(200, makeShopSettings({ shop_name: 'Чайная лавка' })),
    });
    setGuest();
    renderLayout();
    const wordmark = await header().findByRole('link', { name: 'Чайная лавка — на главную' });
    expect(wordmark).toHaveTextContent('Чайная лавка');
    expect(wordmark).toHaveAttribute('href', '/');
  });

  it('keeps a long shop name on one line at 390 px, ending in an ellipsis, whole in its title', async () => {
    const undo = narrowScreen();
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const long = 'Чайная лавка «У самовара» — чай, кофе, сладости и подарки к ним';
      expect(long.length).toBeGreaterThanOrEqual(60);
      stubApi({ 'GET /settings': jsonResponse(200, makeShopSettings({ shop_name: long })) });
      setGuest();
      renderLayout();
      // jsdom lays nothing out: what it can check is the styles that keep it one line.
      const wordmark = await header().findByRole('link', { name: `${long} — на главную` });
      expect(wordmark).toHaveAttribute('title', long);
      expect(wordmark).toHaveTextContent(long);
      expect(wordmark).toHaveStyle({
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        minWidth: '0',
      });
      expect(getComputedStyle(wordmark).overflowWrap).not.toBe('anywhere');
    } finally {
      window.innerWidth = width;
      undo();
    }
  });

  it('keeps the default wordmark while the name is unset', async () => {
    const api = stubApi({
      'GET /settings': jsonResponse(200, makeShopSettings({ shop_name: '' })),
    });
    setGuest();
    renderLayout();
    await waitFor(() => expect(api.to('GET', '/settings')).toHaveLength(1));
    const wordmark = header().getByRole('link', { name: 'Магазин — на главную' });
    expect(wordmark).toHaveTextContent('МАГАЗИН');
    expect(wordmark).toHaveAttribute('title', 'МАГАЗИН');
  });

  it('shows neither guest buttons nor a balance while the session is checked', () => {
    setAuthLoading();
    renderLayout();
    expect(header().queryByRole('link', { ...anyRole, name: 'Войти' })).not.toBeInTheDocument();
    expect(header().queryByText('0 ₽')).not.toBeInTheDocument();
  });

  it('signs out and goes home on logout', () => {
    signInAs('customer');
    renderLayout('/user/orders');
    fireEvent.click(header().getByRole('button', { ...anyRole, name: 'Выйти' }));
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('side lists and mobile controls', () => {
  it('gives an admin the admin side list with the current item highlighted', () => {
    signInAs('admin', 'root');
    renderLayout('/admin/cities/3/districts');
    const list = screen.getByRole('navigation', { ...anyRole, name: 'Меню администратора' });
    expect(within(list).getByText('root')).toBeInTheDocument();
    expect(within(list).getAllByRole('link', anyRole)).toHaveLength(14);
    expect(within(list).getByRole('link', { ...anyRole, name: 'Города' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('gives a customer the four-item customer side list', () => {
    signInAs('customer');
    renderLayout('/user/settings');
    const list = screen.getByRole('navigation', { ...anyRole, name: 'Личный кабинет' });
    const labels = within(list)
      .getAllByRole('link', anyRole)
      .map((link) => link.textContent);
    expect(labels).toEqual(['Финансы', 'Покупки', 'Тикеты', 'Настройки']);
  });

  it('gives a guest no side list', () => {
    setGuest();
    renderLayout();
    expect(screen.queryByRole('navigation', { ...anyRole, name: 'Личный кабинет' })).toBeNull();
    expect(
      screen.queryByRole('navigation', { ...anyRole, name: 'Меню администратора' }),
    ).toBeNull();
  });

  it('hides the mobile controls on /login for guests but not for admins', () => {
    setGuest();
    const { unmount } = renderLayout('/login');
    expect(screen.queryByRole('button', { ...anyRole, name: 'Открыть меню' })).toBeNull();
    expect(screen.queryByRole('button', { ...anyRole, name: 'Открыть боковую панель' })).toBeNull();
    unmount();
    signInAs('admin');
    renderLayout('/login');
    expect(screen.getByRole('button', { ...anyRole, name: 'Открыть меню' })).toBeInTheDocument();
  });
});
