import { useAuthStore } from '@storefront/shared/auth-store';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AuthPending } from './auth-pending';
import { returnStateFor } from './return-path';

/** Guests go to /login, which sends them back to this page after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <AuthPending />;
  if (status === 'anonymous') {
    return <Navigate to="/login" replace state={returnStateFor(location)} />;
  }
  return children;
}
