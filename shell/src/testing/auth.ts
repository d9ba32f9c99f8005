import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { makeUser } from '@storefront/shared/testing/fixtures';
import { act } from '@testing-library/react';

/**
 * `language`: the one saved on the account, which the shell applies after sign-in; null for an
 * account that never chose (the browser's choice stays).
 */
export function signInAs(
  kind: 'customer' | 'admin' | 'superuser',
  username?: string,
  language: 'ru' | 'en' | null = 'ru',
): CurrentUser {
  const user =
    kind === 'customer'
      ? makeUser({ username: username ?? 'ivan', language })
      : makeUser({
          username: username ?? 'boss',
          role: kind === 'admin' ? 'admin' : 'customer',
          role_score: kind === 'admin' ? 80 : 1,
          is_superuser: kind === 'superuser',
          language,
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
