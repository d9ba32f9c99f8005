import { apiRequest } from '@storefront/shared/api-client';
import type { AdminUser } from '@storefront/shared/contract/admin-users';

/** POST /admin/users/{id}/activate, no body. */
export function activateUser(id: number): Promise<AdminUser> {
  return apiRequest<AdminUser>(`/admin/users/${id}/activate`, { method: 'POST' });
}
