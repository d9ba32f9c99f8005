import { apiRequest } from '@storefront/shared/api-client';
import type { AdminUser, UpdateUserBody } from '@storefront/shared/contract/admin-users';

/** PUT /admin/users/{id} with only what changes; the API applies spec 6's rules. */
export function updateUser(id: number, payload: UpdateUserBody): Promise<AdminUser> {
  return apiRequest<AdminUser>(`/admin/users/${id}`, { method: 'PUT', json: payload });
}
