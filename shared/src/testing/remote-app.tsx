import { useAuthStore } from '@storefront/shared/auth-store';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { useLocation } from '@storefront/shared/router';
import { renderWithProviders } from '@storefront/shared/testing';
import { makeUser } from '@storefront/shared/testing/fixtures';
import type { ComponentType } from 'react';
import type { CurrentUser } from '../contract/users';

// Test-only: the way every back-office remote's page tests mount it, kept out of production
// bundles by being imported from testing files alone.

/** The signed-in superuser administrator the back-office tests act as unless they say otherwise. */
export const boss: CurrentUser = makeUser({
  id: 1,
  username: 'boss',
  role: 'admin',
  role_score: 80,
  is_superuser: true,
});

/** The part of the shell that matters here: the remote below '/admin', and where we are. */
function ShellLikeHost({ App }: { App: ComponentType<RemoteAppProps> }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <App basePath="/admin" />
      <output data-testid="location">{pathname + search}</output>
    </>
  );
}

/**
 * Renders a remote's `./App` as the shell mounts it (base '/admin') for a signed-in `viewer`;
 * `data-testid="location"` shows the address (path and query) the app is at.
 */
export function renderRemoteApp(
  App: ComponentType<RemoteAppProps>,
  route: string,
  viewer: CurrentUser = boss,
) {
  localStorage.setItem('access_token', 'tok-1');
  useAuthStore.setState({ status: 'authenticated', token: 'tok-1', user: viewer });
  return renderWithProviders(<ShellLikeHost App={App} />, { route });
}

/**
 * Where the app is now (path and query), as the shell's address bar would show it: the
 * `data-testid="location"` output of `renderRemoteApp`, or of a remote's own test host.
 */
export const shownLocation = () => document.querySelector('[data-testid="location"]')?.textContent;
