import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/dto';
import { act } from '@testing-library/react';

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'ivan',
    role: 'customer',
    role_score: 1,
    is_active: true,
    is_verified: true,
    is_superuser: false,
    created_at: '2026-01-01T00:00:00Z',
    last_login: null,
    login_count: 1,
    timezone: 'UTC',
    language: 'ru',
    ...overrides,
  };
}

export function signInAs(kind: 'customer' | 'admin' | 'superuser', username?: string): CurrentUser {
  const user =
    kind === 'customer'
      ? makeUser({ username: username ?? 'ivan' })
      : makeUser({
          username: username ?? 'boss',
          role: kind === 'admin' ? 'admin' : 'customer',
          role_score: kind === 'admin' ? 80 : 1,
          is_superuser: kind === 'superuser',
        });
  act(() => useAuthStore.setState({ status: 'authenticated', token: 'token', user }));
  return user;
}

export function setGuest(): void {
  act(() => useAuthStore.setState({ status: 'anonymous', token: null, user: null }));
}

export function setAuthLoading(): void {
  act(() => useAuthStore.setState({ status: 'loading', token: 'token', user: null }));
}
