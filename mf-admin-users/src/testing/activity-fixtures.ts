import type { Activity, ActivityStats } from '@storefront/shared/contract/activities';
import type { UserStats } from '@storefront/shared/contract/admin-users';

/** One event of the log: boss signing in, unless the test says otherwise. */
export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    user_id: 1,
    username: 'boss',
    action: 'login',
    description: 'Вход в систему',
    created_at: '2026-05-06T07:08:09Z',
    ip_address: '10.0.0.1',
    resource_type: null,
    resource_id: null,
    metadata_json: null,
    ...overrides,
  };
}

/** GET /admin/users/stats. */
export const userStats: UserStats = {
  total_users: 100500,
  active_users: 90000,
  admin_users: 3,
  recent_logins: 17,
};

/** GET /admin/activities/stats: one action this remote names, one it does not; no recent events. */
export function activityStats(overrides: Partial<ActivityStats> = {}): ActivityStats {
  return {
    total_activities: 1234,
    activities_today: 5,
    activities_this_week: 40,
    activities_this_month: 300,
    most_common_actions: [
      { action: 'login', count: 900 },
      { action: 'something_new', count: 3 },
    ],
    recent_activities: [],
    ...overrides,
  };
}
