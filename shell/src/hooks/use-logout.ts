import { useAuthStore } from '@storefront/shared/auth-store';
import { useNavigate } from '@storefront/shared/router';
import { useCallback } from 'react';
import { paths } from '../config/paths';

/** Signing out always ends on the home page, whatever protected page it started from. */
export function useLogout(): () => void {
  const signOut = useAuthStore((state) => state.signOut);
  const navigate = useNavigate();
  return useCallback(() => {
    // Leave first: the protected page must not render once more without a session.
    navigate(paths.home);
    signOut();
  }, [signOut, navigate]);
}
