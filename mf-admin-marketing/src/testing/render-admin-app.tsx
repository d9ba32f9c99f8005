import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/dto';
import { renderWithProviders } from '@storefront/shared/testing';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { useLocation } from 'react-router-dom';
import App from '../remote-entry';

export const boss: CurrentUser = makeUser({
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
export function renderAdminApp(route: string, viewer: CurrentUser = boss) {
  localStorage.setItem('access_token', 'tok-1');
  useAuthStore.setState({ status: 'authenticated', token: 'tok-1', user: viewer });
  return renderWithProviders(<ShellLikeHost />, { route });
}

/** Where the app is now (path and query), as the shell's address bar would show it. */
export const location = () => document.querySelector('[data-testid="location"]')?.textContent;
