/**
 * Answer and payload shapes of the administration calls (spec sections 3 and 7, issue 3).
 * The API's TypeBox schemas are the source of truth; these types mirror them.
 */

import type { Role } from '../contract/enums';
import type { CurrentUser } from '../contract/users';

/** The admin user record: the same fields the current-user call answers. */
export type AdminUser = CurrentUser;

export interface Paged {
  total: number;
  page: number;
  size: number;
  pages: number;
}

/** GET /admin/users?page&size&search&role&is_active */
export interface UsersPage extends Paged {
  users: AdminUser[];
}

export interface UserListQuery {
  page?: number;
  size?: number;
  search?: string;
  role?: Role;
  is_active?: boolean;
}

/** POST /admin/users */
export interface CreateUserPayload {
  username: string;
  password: string;
  role: Role;
  is_active?: boolean;
  is_verified?: boolean;
  timezone?: string;
  language?: 'ru' | 'en';
}

/** PUT /admin/users/{id}: only what changes. */
export interface UpdateUserPayload {
  role?: Role;
  is_active?: boolean;
  is_superuser?: boolean;
  is_verified?: boolean;
  timezone?: string;
  language?: 'ru' | 'en';
}

export interface UserStats {
  total_users: number;
  active_users: number;
  admin_users: number;
  /** Logins since the start of today (UTC). */
  recent_logins: number;
}

export interface Activity {
  id: number;
  user_id: number | null;
  username: string | null;
  action: string;
  description: string;
  created_at: string;
  ip_address: string | null;
  resource_type: string | null;
  resource_id: string | null;
  metadata_json: Record<string, unknown> | null;
}

/** GET /admin/activities?page&size&action&user_id&username&date_from&date_to (the event log) */
export interface ActivitiesPage extends Paged {
  activities: Activity[];
}

export interface ActivityStats {
  total_activities: number;
  activities_today: number;
  activities_this_week: number;
  activities_this_month: number;
  most_common_actions: { action: string; count: number }[];
  recent_activities: Activity[];
}

export const TASK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface Task {
  id: number;
  title: string;
  description: string;
  status: TaskStatus;
  assigned_to: number | null;
  assigned_username: string | null;
  due_at: string | null;
  completed_at: string | null;
  created_at: string;
}

export interface TasksPage extends Paged {
  tasks: Task[];
}

export interface TaskStats {
  total_tasks: number;
  completed_tasks: number;
  overdue_tasks: number;
}

/** GET /admin/stats: what the statistics page shows, in one call. */
export interface AdminStats {
  users: UserStats;
  activities: ActivityStats;
  tasks: TaskStats;
}
