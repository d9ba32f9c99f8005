import type { AdminUser, UsersPage } from '@storefront/shared/contract/admin-users';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { jsonResponse } from '@storefront/shared/testing';
import { makeUser, page } from '@storefront/shared/testing/fixtures';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen } from '@testing-library/react';

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
  return page('users', users, paging);
}

/**
 * The users list's rows under test: a superuser, a verified executor, an inactive user who has
 * signed in `petrLogins` times, and one who never signed in.
 */
export function listedUsers(petrLogins: number): AdminUser[] {
  return [
    adminUser({ id: 11, username: 'root', role: 'admin', is_superuser: true }),
    adminUser({ id: 12, username: 'olga', role: 'executor', is_verified: true }),
    adminUser({
      id: 13,
      username: 'petr',
      is_active: false,
      created_at: '2026-03-05T10:00:00Z',
      last_login: '2026-04-07T09:30:00Z',
      login_count: petrLogins,
    }),
    adminUser({ id: 14, username: 'masha', last_login: null }),
  ];
}

/** The list row (`li`) of a login. */
export const rowOf = (username: string) =>
  screen.getByText(username, { selector: 'p' }).closest('li') as HTMLElement;

/** The user the edit pages open: an inactive executor, id 52. */
export const olga = adminUser({
  id: 52,
  username: 'olga',
  role: 'executor',
  is_active: false,
  created_at: '2026-02-03T08:00:00Z',
  last_login: null,
});

/**
 * The API behind olga's edit pages: no activities yet; the save answers `saveStatus` (0: never),
 * and the staff list she returns to is its page 2 of 3.
 */
export function stubOlgaEdit(saveStatus = 200) {
  return stubApi({
    'GET /admin/users/52': jsonResponse(200, olga),
    'GET /admin/users/52/activities': jsonResponse(200, page('activities', [], { size: 10 })),
    'PUT /admin/users/52':
      saveStatus === 0 ? never : jsonResponse(saveStatus, saveStatus === 200 ? olga : {}),
    'GET /admin/users': jsonResponse(200, usersPage([olga], { total: 41, page: 2, pages: 3 })),
  });
}
