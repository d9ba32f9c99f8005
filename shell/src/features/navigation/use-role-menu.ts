import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/contract/users';
import { canManageUsers, isAdmin } from '@storefront/shared/permissions';
import { useLocation } from '@storefront/shared/router';
import { ADMIN_MENU, CUSTOMER_MENU, type MenuItem, STAFF_MENU } from '../../config/menus';
import { AUTH_FORM_PATHS } from '../../config/paths';

export type MenuRole = 'loading' | 'guest' | 'customer' | 'admin';

export interface RoleMenu {
  role: MenuRole;
  username: string | null;
  items: readonly MenuItem[];
}

/**
 * Spec section 6: admins get the admin menu, other signed-in users the customer menu; staff
 * also get the users and staff screens they may use.
 */
export function roleMenu(status: string, user: CurrentUser | null): RoleMenu {
  if (status === 'loading') return { role: 'loading', username: null, items: [] };
  if (status !== 'authenticated' || !user) return { role: 'guest', username: null, items: [] };
  if (isAdmin(user)) return { role: 'admin', username: user.username, items: ADMIN_MENU };
  const items = canManageUsers(user) ? [...CUSTOMER_MENU, ...STAFF_MENU] : CUSTOMER_MENU;
  return { role: 'customer', username: user.username, items };
}

export function useRoleMenu(): RoleMenu {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  return roleMenu(status, user);
}

/** Spec 2.4: on the login and register forms only admins keep the mobile controls. */
export function useMobileControlsVisible(): boolean {
  const { pathname } = useLocation();
  const { role } = useRoleMenu();
  return role === 'admin' || !AUTH_FORM_PATHS.includes(pathname);
}
