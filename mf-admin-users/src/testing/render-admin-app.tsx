import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/dto';
import type { AdminUser, UsersPage } from '@storefront/shared/dto/admin';
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

export const sveta: CurrentUser = makeUser({
  id: 2,
  username: 'sveta',
  role: 'staff',
  role_score: 50,
});

/** An admin user record as the API answers it. */
export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return makeUser({ id: 10, username: 'ivan', ...overrides });
}

export function usersPage(users: AdminUser[], paging: Partial<UsersPage> = {}): UsersPage {
  return { users, total: users.length, page: 1, size: 20, pages: users.length ? 1 : 0, ...paging };
}

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

/** Renders the remote as the shell mounts it (base '/admin') for a signed-in `viewer`. */
export function renderAdminApp(route: string, viewer: CurrentUser = boss) {
  localStorage.setItem('access_token', 'tok-1');
  useAuthStore.setState({ status: 'authenticated', token: 'tok-1', user: viewer });
  return renderWithProviders(<ShellLikeHost />, { route });
}
