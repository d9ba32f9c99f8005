import { useAuthStore } from '@storefront/shared/auth-store';
import type { CurrentUser } from '@storefront/shared/contract/users';

/**
 * Whoever is signed in. The shell's guard guarantees a user on its routes; the standalone host
 * has no guard, so null means "no rights at all".
 */
export function useViewer(): CurrentUser | null {
  return useAuthStore((state) => state.user);
}
