import { apiRequest } from '@storefront/shared/api-client';
import type { AdminUser, CreateUserBody } from '@storefront/shared/contract/admin-users';

/** POST /admin/users; spec 3's defaults, with Russian as the language of this storefront. */
export function createUser(payload: CreateUserBody): Promise<AdminUser> {
  return apiRequest<AdminUser>('/admin/users', {
    method: 'POST',
    json: { is_active: true, is_verified: false, timezone: 'UTC', language: 'ru', ...payload },
  });
}
