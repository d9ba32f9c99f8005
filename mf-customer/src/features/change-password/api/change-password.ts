import { apiRequest } from '@storefront/shared/api-client';
import type { ChangePasswordPayload } from '@storefront/shared/dto';

/** POST /auth/change-password. The server retires every token of the user on success. */
export function changePassword(payload: ChangePasswordPayload): Promise<unknown> {
  return apiRequest<unknown>('/auth/change-password', { method: 'POST', json: payload });
}
