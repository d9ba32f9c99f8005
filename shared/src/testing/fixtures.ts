import type { CurrentUser } from '../contract/users';

/** A current user as GET /auth/me answers it: a customer unless the test says otherwise. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'anna',
    role: 'customer',
    role_score: 1,
    is_active: true,
    is_verified: false,
    is_superuser: false,
    created_at: '2026-01-01T00:00:00Z',
    last_login: null,
    login_count: 1,
    timezone: 'UTC',
    language: 'ru',
    ...overrides,
  };
}
