/**
 * @jest-environment ./src/testing/english-environment.cjs
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { currentLanguage } from '@storefront/shared/i18n';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { jsonResponse } from '@storefront/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

// The home page is mf-storefront's: a stand-in says which base path it got.
function StorefrontRemote({ basePath }: RemoteAppProps) {
  return <h1>storefront at {basePath}</h1>;
}

function answer(url: string): Response {
  if (url === '/config.json') {
    const remotes = { mf_storefront: '/remotes/mf-storefront/mf-manifest.json' };
    return jsonResponse(200, { apiBase: '/api/v1', remotes });
  }
  if (url === '/health') return jsonResponse(200, { status: 'ok', boot_id: 'b1' });
  return jsonResponse(404, { detail: 'Not Found' });
}

it('starts a visitor who chose English earlier in English, the switch on EN', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(String(input)));
  (loadRemote as jest.Mock).mockResolvedValue({ default: StorefrontRemote });
  window.history.pushState({}, '', '/');

  render(<App />);
  expect(screen.getByRole('status')).toBeInTheDocument();

  expect(
    // A whole start with the home page's remote: longer than findBy's 1 s default when busy.
    await screen.findByRole('heading', { name: 'storefront at /' }, { timeout: 5_000 }),
  ).toBeInTheDocument();
  expect(currentLanguage()).toBe('en');
  expect(document.documentElement.lang).toBe('en');
  const header = within(screen.getByRole('banner'));
  expect(
    header.getByRole('navigation', { hidden: true, name: 'Site sections' }),
  ).toBeInTheDocument();
  expect(header.getByRole('button', { hidden: true, name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
