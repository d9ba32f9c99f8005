import { apiRequest } from '@storefront/shared/api-client';
import type { AdminUser } from '@storefront/shared/contract/admin-users';

/**
 * GET /admin/users/lookup?username=: the whole directory, not only the loaded page of the
 * list (the spec's older client searched the page; with 100,000 users that finds nobody).
 * Answers 404 when there is no such login.
 */
export function lookupUser(username: string): Promise<AdminUser> {
  return apiRequest<AdminUser>('/admin/users/lookup', { query: { username } });
}
