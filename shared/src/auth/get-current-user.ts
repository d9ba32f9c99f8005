import { apiRequest } from '@storefront/shared/api-client';
import type { CurrentUser } from '../dto/index';

export function getCurrentUser(): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/auth/me');
}
