import type { AdminUser, UsersPage } from '@storefront/shared/contract/admin-users';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { makeUser } from '@storefront/shared/testing/fixtures';

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
