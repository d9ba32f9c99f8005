import { apiRequest } from '@storefront/shared/api-client';
import type { AdminUser, CreateUserPayload } from '@storefront/shared/dto/admin';

/** POST /admin/users; spec 3's defaults, with Russian as the language of this storefront. */
export function createUser(payload: CreateUserPayload): Promise<AdminUser> {
  return apiRequest<AdminUser>('/admin/users', {
    method: 'POST',
    json: { is_active: true, is_verified: false, timezone: 'UTC', language: 'ru', ...payload },
  });
}
