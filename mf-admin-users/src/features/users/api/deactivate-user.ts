import { apiRequest } from '@storefront/shared/api-client';
import type { AdminUser } from '@storefront/shared/contract/admin-users';

/**
 * POST /admin/users/{id}/deactivate, no body. A non-customer is also demoted to customer
 * (spec 4); the answer is the user as it is now.
 */
export function deactivateUser(id: number): Promise<AdminUser> {
  return apiRequest<AdminUser>(`/admin/users/${id}/deactivate`, { method: 'POST' });
}
