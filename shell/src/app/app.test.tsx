import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { jsonResponse } from '@storefront/shared/testing';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function CustomerRemote({ basePath }: RemoteAppProps) {
  return <h1>Мои Финансы в {basePath}</h1>;
}
function StorefrontRemote({ basePath }: RemoteAppProps) {
  return <h1>Витрина в {basePath}</h1>;
}
const modules: Record<string, unknown> = {
  'mf_customer/App': { default: CustomerRemote },
  'mf_storefront/App': { default: StorefrontRemote },
};

const config = {
  apiBase: '/api/v1',
  remotes: {
    mf_customer: '/remotes/mf-customer/mf-manifest.json',
    mf_storefront: '/remotes/mf-storefront/mf-manifest.json',
  },
};

function answer(url: string): Response {
  if (url === '/config.json') return jsonResponse(200, config);
  if (url === '/api/v1/auth/me') return jsonResponse(200, makeUser({ username: 'olga' }));
  if (url === '/health') return jsonResponse(200, { status: 'ok', boot_id: 'b1' });
  return jsonResponse(404, { detail: 'Not Found' });
}

describe('App', () => {
  it('starts from /config.json, restores the session and signs out to the home page', async () => {
    const fetchMock = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) => answer(String(input)));
    (loadRemote as jest.Mock).mockImplementation(async (id: string) => modules[id] ?? null);
    localStorage.setItem('access_token', 'token');
    window.history.pushState({}, '', '/user/finance');

    render(<App />);

    // The whole start (config, session, the remote, lazy modules) can pass findBy's 1 s default
    // in jsdom while another suite keeps the second core busy.
    expect(
      await screen.findByRole('heading', { name: 'Мои Финансы в /user' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mf_customer', entry: '/remotes/mf-customer/mf-manifest.json' },
      { name: 'mf_storefront', entry: '/remotes/mf-storefront/mf-manifest.json' },
    ]);
    expect(loadRemote).toHaveBeenCalledWith('mf_customer/App');

    // Signing out on a protected page ends at home (the storefront's), not bounced to /login.
    const header = within(screen.getByRole('banner'));
    fireEvent.click(header.getByRole('button', { hidden: true, name: 'Выйти' }));
    expect(await screen.findByRole('heading', { name: 'Витрина в /' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_storefront/App');
    expect(window.location.pathname).toBe('/');
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});
