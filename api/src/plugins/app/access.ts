/**
 * Who reaches which area, on top of the per-user rules of `@storefront/shared/permissions`
 * (spec 6 leaves the areas open; the decisions are recorded in api/README.md):
 * - the users and staff screens (/admin/users, /auth/users): admins and staff. Staff manage
 *   executors and customers there; the shared rules decide each action;
 * - the event log and statistics (/admin/activities, /admin/stats, a user's activities): admins;
 * - tasks: every staff role. Executors see and update their own; staff and admins manage all.
 */
import { canManageUsers, isStaffRole } from '@storefront/shared/permissions';
import type { UserRow } from '../../db/schema/index.ts';

type Viewer = Pick<UserRow, 'role' | 'isSuperuser'>;

/** The shared rule, so the shell's guard and the API agree on who reaches these screens. */
export function isUserManager(user: Viewer): boolean {
  return canManageUsers({ role: user.role, is_superuser: user.isSuperuser });
}

export function isStaffMember(user: Viewer): boolean {
  return user.isSuperuser || isStaffRole(user.role);
}

/** Staff and admins create, assign and delete tasks; executors only work on their own. */
export function managesTasks(user: Viewer): boolean {
  return isUserManager(user);
}
