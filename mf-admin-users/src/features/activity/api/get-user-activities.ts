import { apiRequest } from '@storefront/shared/api-client';
import type { ActivitiesPage } from '@storefront/shared/contract/activities';
import useSWR from 'swr';

/** GET /admin/users/{id}/activities: what one user did, newest first. */
export function getUserActivities(id: number, page: number, size: number): Promise<ActivitiesPage> {
  return apiRequest<ActivitiesPage>(`/admin/users/${id}/activities`, { query: { page, size } });
}

export function useUserActivities(id: number, page: number, size: number) {
  return useSWR(['/admin/users/{id}/activities', id, page, size] as const, ([, userId, p, s]) =>
    getUserActivities(userId, p, s),
  );
}
