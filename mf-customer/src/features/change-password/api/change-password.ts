import { apiRequest } from '@storefront/shared/api-client';
import type { ChangePasswordPayload, ChangePasswordResponse } from '@storefront/shared/dto';

/** POST /auth/change-password. Every older token of the user stops working at once. */
export function changePassword(payload: ChangePasswordPayload): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>('/auth/change-password', {
    method: 'POST',
    json: payload,
  });
}
