/**
 * @jest-environment ./src/testing/english-environment.cjs
 */
import { currentLanguage } from '@storefront/shared/i18n';
import { jsonResponse } from '@storefront/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

function answer(url: string): Response {
  if (url === '/config.json') return jsonResponse(200, { apiBase: '/api/v1', remotes: {} });
  if (url === '/health') return jsonResponse(200, { status: 'ok', boot_id: 'b1' });
  return jsonResponse(404, { detail: 'Not Found' });
}

it('starts a visitor who chose English earlier in English, the switch on EN', async () => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => answer(String(input)));
  window.history.pushState({}, '', '/');

  render(<App />);
  expect(screen.getByRole('status')).toBeInTheDocument();

  expect(
    // A whole start with the lazy home page: longer than findBy's 1 s default on a busy machine.
    await screen.findByRole(
      'heading',
      { name: 'The site is under development' },
      { timeout: 5_000 },
    ),
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
