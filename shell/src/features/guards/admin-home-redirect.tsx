import { useAuthStore } from '@storefront/shared/auth-store';
import { isAdmin } from '@storefront/shared/permissions';
import { useLocation, useNavigate } from '@storefront/shared/router';
import { useEffect } from 'react';
import { ADMIN_REDIRECT_DELAY_MS, ADMIN_REDIRECT_FROM, paths } from '../../config/paths';

/** Spec section 4: an admin on / or /login lands in the admin area after about 100 ms. */
export function AdminHomeRedirect() {
  const admin = useAuthStore((state) => state.status === 'authenticated' && isAdmin(state.user));
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!admin || !ADMIN_REDIRECT_FROM.includes(pathname)) return;
    const timer = setTimeout(
      () => navigate(paths.adminHome, { replace: true }),
      ADMIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [admin, pathname, navigate]);

  return null;
}
