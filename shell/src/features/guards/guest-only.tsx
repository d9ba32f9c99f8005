import { useAuthStore } from '@storefront/shared/auth-store';
import { Navigate, useLocation } from '@storefront/shared/router';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { AuthPending } from './auth-pending';
import { readReturnPath } from './return-path';

/**
 * /login and /register are for guests. A visitor who signs in right here is sent where the
 * login page itself would send them (the remembered page, else '/'), so the two never race.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <AuthPending />;
  if (status === 'authenticated') {
    return <Navigate to={readReturnPath(location.state) ?? paths.home} replace />;
  }
  return children;
}
