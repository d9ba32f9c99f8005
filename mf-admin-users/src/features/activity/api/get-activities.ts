import { apiRequest } from '@storefront/shared/api-client';
import type { ActivitiesPage } from '@storefront/shared/contract/activities';
import useSWR from 'swr';

const PATH = '/admin/activities';

/** The event log's filters as the API takes them (dates as ISO instants). */
export interface ActivitiesQuery {
  page: number;
  size: number;
  action?: string;
  user_id?: number;
  username?: string;
  date_from?: string;
  date_to?: string;
}

/** GET /admin/activities: newest first, paged and filtered by the server. */
export function getActivities(query: ActivitiesQuery): Promise<ActivitiesPage> {
  return apiRequest<ActivitiesPage>(PATH, { query: { ...query } });
}

export function useActivities(query: ActivitiesQuery) {
  return useSWR([PATH, query] as const, ([, q]) => getActivities(q), { keepPreviousData: true });
}
