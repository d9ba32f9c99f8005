import { apiRequest } from '@storefront/shared/api-client';
import type { RegisterPayload } from '@storefront/shared/dto';

/** POST /auth/register. The answer is not used: the new user signs in on the login page. */
export function register(payload: RegisterPayload): Promise<unknown> {
  return apiRequest<unknown>('/auth/register', { method: 'POST', json: payload });
}
