import { apiRequest } from '@storefront/shared/api-client';
import type { CurrentUser } from '../contract/users';

export function getCurrentUser(): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/auth/me');
}
