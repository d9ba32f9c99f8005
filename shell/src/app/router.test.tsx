import { loadRemote } from '@module-federation/enhanced/runtime';
import { joinPath, type RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route, Routes, useNavigate } from '@storefront/shared/router';
import { renderWithProviders } from '@storefront/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { forgetRemote } from '../features/remotes/remote-mount';
import { registerConfiguredRemotes } from '../features/remotes/remote-registry';
import { setGuest, signInAs } from '../testing/auth';
import { LocationProbe, readLocationState } from '../testing/location-probe';
import { AppRoutes } from './router';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// Stand-ins honouring the contract: their own <Routes>, paths built from basePath.
function AuthRemote({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={joinPath(basePath, 'login')} element={<p>форма входа</p>} />
      <Route path={joinPath(basePath, 'register')} element={<p>форма регистрации</p>} />
    </Routes>
  );
}
/** How many times the customer remote was mounted: moving inside it must not remount it. */
let customerMounts = 0;
function CustomerRemote({ basePath }: RemoteAppProps) {
  useEffect(() => {
    customerMounts += 1;
  }, []);
  return (
    <Routes>
      <Route path={joinPath(basePath, 'finance')} element={<p>Мои Финансы</p>} />
      <Route path={joinPath(basePath, 'orders')} element={<p>Мои Заказы</p>} />
    </Routes>
  );
}

/** A link inside the page, as a remote's own navigation would be. */
function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      {`перейти ${to}`}
    </button>
  );
}

let storefrontMounts = 0;
function StorefrontRemote({ basePath }: RemoteAppProps) {
  useEffect(() => {
    storefrontMounts += 1;
  }, []);
  return (
    <Routes>
      <Route path={joinPath(basePath, '')} element={<p>главная витрины</p>} />
      <Route path={joinPath(basePath, 'products')} element={<p>каталог</p>} />
      <Route path="*" element={<p>витрина</p>} />
    </Routes>
  );
}

const modules: Record<string, unknown> = {
  'mf_auth/App': { default: AuthRemote },
  'mf_storefront/App': { default: StorefrontRemote },
  'mf_customer/App': { default: CustomerRemote },
};

beforeAll(() => {
  registerConfiguredRemotes({
    mf_auth: '/remotes/mf-auth/mf-manifest.json',
    mf_customer: '/remotes/mf-customer/mf-manifest.json',
    mf_storefront: '/remotes/mf-storefront/mf-manifest.json',
  });
});
beforeEach(() => {
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => modules[id] ?? null);
});

function renderApp(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

const main = () => within(screen.getByRole('main'));

describe('routes', () => {
  it('mounts mf_storefront for a guest on / with base path /, as its home page', async () => {
    setGuest();
    renderApp('/');
    expect(await main().findByText('главная витрины')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_storefront/App');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    forgetRemote('mf_storefront');
  });

  it('still sends an admin landing on / on to the admin area', async () => {
    // The admin area's remote is not configured here: its failed load is not what is tested.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    signInAs('admin');
    renderApp('/');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/statistics'),
    );
    forgetRemote('mf_storefront');
  });

  it('keeps the storefront mounted from its home page to its catalogue', async () => {
    setGuest();
    renderWithProviders(
      <>
        <AppRoutes />
        <GoTo to="/products" />
      </>,
      { route: '/' },
    );
    expect(await main().findByText('главная витрины')).toBeInTheDocument();
    const mounts = storefrontMounts;
    fireEvent.click(screen.getByRole('button', { name: 'перейти /products' }));
    expect(await main().findByText('каталог')).toBeInTheDocument();
    expect(storefrontMounts).toBe(mounts);
  });

  it.each(['/reviews', '/rules', '/contacts'])(
    'mounts mf_storefront for a guest on %s',
    async (path) => {
      setGuest();
      renderApp(path);
      expect(await main().findByText('витрина')).toBeInTheDocument();
      forgetRemote('mf_storefront');
    },
  );

  it('shows a Russian not-found page for unknown paths', () => {
    setGuest();
    renderApp('/no/such/page');
    expect(main().getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('mounts mf_storefront for a guest on /products', async () => {
    setGuest();
    renderApp('/products');
    expect(await main().findByText('каталог')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_storefront/App');
  });

  it('mounts mf_auth for /login and /register with base path /', async () => {
    setGuest();
    renderApp('/register');
    expect(await main().findByText('форма регистрации')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_auth/App');
  });

  it('sends a guest from /user/finance to the login remote, remembering the page', async () => {
    setGuest();
    renderApp('/user/finance');
    expect(await main().findByText('форма входа')).toBeInTheDocument();
    expect(readLocationState(screen.getByTestId('location'))).toEqual({ from: '/user/finance' });
  });

  it('mounts mf_customer below /user for a signed-in customer', async () => {
    signInAs('customer');
    renderApp('/user/finance');
    expect(await main().findByText('Мои Финансы')).toBeInTheDocument();
  });

  it("keeps an admin out of the customer's finance page without loading the remote", async () => {
    (loadRemote as jest.Mock).mockClear();
    signInAs('admin');
    renderApp('/user/finance');
    expect(main().getByRole('heading', { name: 'Доступ запрещен' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'В панель администратора' })).toHaveAttribute(
      'href',
      '/admin/statistics',
    );
    expect(main().queryByText('Мои Финансы')).not.toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalledWith('mf_customer/App');
  });

  it('moves between the finance page and the orders without mounting the remote again', async () => {
    signInAs('customer');
    renderWithProviders(
      <>
        <AppRoutes />
        <GoTo to="/user/orders" />
        <GoTo to="/user/finance" />
      </>,
      { route: '/user/finance' },
    );
    expect(await main().findByText('Мои Финансы')).toBeInTheDocument();
    const mounts = customerMounts;
    fireEvent.click(screen.getByRole('button', { name: 'перейти /user/orders' }));
    expect(await main().findByText('Мои Заказы')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'перейти /user/finance' }));
    expect(await main().findByText('Мои Финансы')).toBeInTheDocument();
    expect(customerMounts).toBe(mounts);
  });

  it.each([
    ['/admin/analytics', 'Аналитика', 'Раздел находится в разработке.'],
    ['/admin/dashboard', 'Панель управления', 'Раздел находится в разработке.'],
  ])('shows %s to an admin as a placeholder titled %s', (path, title, text) => {
    signInAs('admin');
    renderApp(path);
    expect(main().getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(main().getByText(text)).toBeInTheDocument();
    expect(main().queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps admin placeholders behind the admin guard', () => {
    signInAs('customer');
    renderApp('/admin/analytics');
    expect(main().getByRole('heading', { name: 'Доступ запрещен' })).toBeInTheDocument();
  });

  it('keeps the header usable when a remote fails to load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    forgetRemote('mf_customer');
    (loadRemote as jest.Mock).mockRejectedValue(new Error('ScriptNetworkError'));
    signInAs('customer');
    renderApp('/user/finance');
    expect(await main().findByText('Не удалось загрузить раздел')).toBeInTheDocument();

    // The network is back: the home link still works and mounts the storefront.
    (loadRemote as jest.Mock).mockImplementation(async (id: string) => modules[id] ?? null);
    const nav = within(screen.getByRole('navigation', { hidden: true, name: 'Разделы сайта' }));
    fireEvent.click(nav.getByRole('link', { hidden: true, name: 'Главная' }));
    expect(await main().findByText('главная витрины')).toBeInTheDocument();
    forgetRemote('mf_customer');
    forgetRemote('mf_storefront');
  });
});
