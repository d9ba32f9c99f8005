import { apiRequest } from '@storefront/shared/api-client';
import type { ChangePasswordBody, ChangePasswordResponse } from '@storefront/shared/contract/auth';

/** POST /auth/change-password. Every older token of the user stops working at once. */
export function changePassword(payload: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/auth/change-password', {
    method: 'POST',
    json: payload,
  });
}
