import { apiRequest } from '@storefront/shared/api-client';
import type { UserStats } from '@storefront/shared/contract/admin-users';
import useSWR from 'swr';

const PATH = '/admin/users/stats';

/** GET /admin/users/stats: total, active, admins, logins today. */
export function getUserStats(): Promise<UserStats> {
  return apiRequest<UserStats>(PATH);
}

export function useUserStats() {
  return useSWR(PATH, getUserStats);
}
