import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { Navigate, useLocation } from '@storefront/shared/router';
import type { ReactNode } from 'react';
import { AuthPending } from './auth-pending';
import { returnStateFor } from './return-path';

export interface RequireAuthProps {
  children: ReactNode;
  /** Who of the signed in may pass; everyone by default. */
  allow?: (user: CurrentUser | null) => boolean;
  /** What a signed-in visitor who may not pass sees instead. */
  refusal?: ReactNode;
}

/**
 * Guests go to /login, which sends them back to this page after signing in. One component for
 * every signed-in section, narrowed by `allow`: moving between /user/finance ('buyer') and
 * /user/orders ('auth') keeps the same element around the remote, so it is not mounted again.
 */
export function RequireAuth({ children, allow, refusal = null }: RequireAuthProps) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  if (status === 'loading') return <AuthPending />;
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={returnStateFor(location)} />;
  }
  if (allow && !allow(user)) return refusal;
  return children;
}
