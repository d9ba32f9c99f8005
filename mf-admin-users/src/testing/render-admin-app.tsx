import type { AdminUser, UsersPage } from '@storefront/shared/contract/admin-users';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { renderRemoteApp } from '@storefront/shared/testing/remote-app';
import App from '../remote-entry';

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

/** Renders this remote as the shell mounts it (base '/admin'), for an administrator by default. */
export function renderAdminApp(route: string, viewer?: CurrentUser) {
  return renderRemoteApp(App, route, viewer);
}
