import { apiRequest } from '@storefront/shared/api-client';
import type { RegisterBody } from '@storefront/shared/contract/auth';

/** POST /auth/register. The answer is not used: the new user signs in on the login page. */
export function register(payload: RegisterBody): Promise<unknown> {
  return apiRequest<unknown>('/auth/register', { method: 'POST', json: payload });
}
