import { apiRequest } from '@storefront/shared/api-client';
import type { ActivityStats } from '@storefront/shared/contract/activities';
import useSWR from 'swr';

const PATH = '/admin/activities/stats';

/** GET /admin/activities/stats: counters, the most common actions and the latest events. */
export function getActivityStats(): Promise<ActivityStats> {
  return apiRequest<ActivityStats>(PATH);
}

export function useActivityStats() {
  return useSWR(PATH, getActivityStats);
}
