import { apiRequest } from '../api-client/api-client';
import type { CurrentUser } from '../dto/index';

export function getCurrentUser(): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/auth/me');
}
