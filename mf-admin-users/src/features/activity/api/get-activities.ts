import type { ActivitiesPage } from '@storefront/shared/contract/activities';
import { listCall } from '@storefront/shared/data/list-call';

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
const activities = listCall<ActivitiesQuery, ActivitiesPage>('/admin/activities');

export const getActivities = activities.get;
export const useActivities = activities.use;
