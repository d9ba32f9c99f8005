import { apiRequest } from '@storefront/shared/api-client';
import type { TokenResponse } from '@storefront/shared/contract/auth';
import type { LoginInput } from '@storefront/shared/validation';

/** POST /auth/token: the OAuth2 password form, so the body is form-encoded, not JSON. */
export function login({ username, password }: LoginInput): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/auth/token', {
    method: 'POST',
    form: { username: username.trim(), password },
  });
}
