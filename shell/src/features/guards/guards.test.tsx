import { Route, Routes } from '@storefront/shared/router';
import { renderWithProviders } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import { setAuthLoading, setGuest, signInAs } from '../../testing/auth';
import { LocationProbe, readLocationState } from '../../testing/location-probe';
import { AdminGuard } from './admin-guard';
import { AdminHomeRedirect } from './admin-home-redirect';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

function renderGuarded(route: string, state?: unknown) {
  const entry = state === undefined ? route : { pathname: route.split('?')[0], search: '', state };
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<p>главная</p>} />
        <Route path="/back" element={<p>обратно</p>} />
        <Route path="/login" element={<GuestOnly>форма входа</GuestOnly>} />
        <Route path="/user/finance" element={<RequireAuth>финансы</RequireAuth>} />
        <Route path="/admin/statistics" element={<AdminGuard>статистика</AdminGuard>} />
      </Routes>
      <LocationProbe />
      <AdminHomeRedirect />
    </>,
    // renderWithProviders takes a string route; a location object works with MemoryRouter too.
    { route: entry as string },
  );
}

describe('RequireAuth', () => {
  it('shows an empty placeholder while the session is checked', () => {
    setAuthLoading();
    renderGuarded('/user/finance');
    expect(screen.getByTestId('auth-pending')).toBeEmptyDOMElement();
    expect(screen.queryByText('финансы')).not.toBeInTheDocument();
  });

  it('sends a guest to /login and remembers the page with its query', () => {
    setGuest();
    renderGuarded('/user/finance?tab=2');
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent('/login');
    expect(readLocationState(location)).toEqual({ from: '/user/finance?tab=2' });
    expect(screen.getByText('форма входа')).toBeInTheDocument();
  });

  it('lets a signed-in visitor in', () => {
    signInAs('customer');
    renderGuarded('/user/finance');
    expect(screen.getByText('финансы')).toBeInTheDocument();
  });
});

describe('GuestOnly', () => {
  it('shows the form to guests', () => {
    setGuest();
    renderGuarded('/login');
    expect(screen.getByText('форма входа')).toBeInTheDocument();
  });

  it('sends a signed-in visitor on /login to the home page', () => {
    signInAs('customer');
    renderGuarded('/login');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a visitor who just signed in back to the remembered page', () => {
    signInAs('customer');
    renderGuarded('/login', { from: '/back' });
    expect(screen.getByText('обратно')).toBeInTheDocument();
  });

  it('ignores a remembered address on another origin', () => {
    signInAs('customer');
    renderGuarded('/login', { from: '//evil.example/x' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('AdminGuard', () => {
  it("shows 'Загрузка...' while the session is checked", () => {
    setAuthLoading();
    renderGuarded('/admin/statistics');
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
  });

  it('sends a guest to the home page', () => {
    setGuest();
    renderGuarded('/admin/statistics');
    expect(screen.getByText('главная')).toBeInTheDocument();
  });

  it('refuses a signed-in non-admin with a link home', () => {
    signInAs('customer');
    renderGuarded('/admin/statistics');
    expect(screen.getByRole('heading', { name: 'Доступ запрещен' })).toBeInTheDocument();
    expect(
      screen.getByText('У вас нет прав для доступа к панели администратора'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('статистика')).not.toBeInTheDocument();
  });

  it('lets an admin and a superuser in', () => {
    signInAs('superuser');
    renderGuarded('/admin/statistics');
    expect(screen.getByText('статистика')).toBeInTheDocument();
  });
});

describe('AdminHomeRedirect', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('moves an admin from / to /admin/statistics after about 100 ms', () => {
    signInAs('admin');
    renderGuarded('/');
    act(() => jest.advanceTimersByTime(99));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/statistics');
    expect(screen.getByText('статистика')).toBeInTheDocument();
  });

  it('leaves a customer on the home page', () => {
    signInAs('customer');
    renderGuarded('/');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
