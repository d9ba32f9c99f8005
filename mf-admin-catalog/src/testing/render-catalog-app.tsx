import { useAuthStore } from '@storefront/shared/auth-store';
import { renderWithProviders } from '@storefront/shared/testing';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import App from '../remote-entry';

const boss = makeUser({
  id: 1,
  username: 'boss',
  role: 'admin',
  role_score: 80,
  is_superuser: true,
});

/** The part of the shell that matters here: the remote below '/admin', and where we are. */
function ShellLikeHost() {
  const { pathname, search } = useLocation();
  return (
    <>
      <App basePath="/admin" />
      <output data-testid="location">{pathname + search}</output>
    </>
  );
}

/** Renders the remote as the shell mounts it (base '/admin') for a signed-in administrator. */
export function renderCatalogApp(route: string) {
  localStorage.setItem('access_token', 'tok-1');
  useAuthStore.setState({ status: 'authenticated', token: 'tok-1', user: boss });
  return renderWithProviders(<ShellLikeHost />, { route });
}

/** The address the app is at, as the shell's router has it. */
export const location = () => screen.getByTestId('location');

/** A phone-sized screen for MUI's useMediaQuery (breakpoint down 'sm'); returns the undo. */
export function narrowScreen(): () => void {
  const matchMedia = jest.fn((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  return () => Reflect.deleteProperty(window, 'matchMedia');
}

/** jsdom has no object URLs; the previews of chosen files need them. */
export function stubObjectUrls() {
  let next = 0;
  const create = jest.fn((_file: Blob) => `blob:preview-${++next}`);
  const revoke = jest.fn((_url: string) => {});
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}
