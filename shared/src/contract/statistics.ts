/** The statistics page's one call (spec section 7). */
import { type Static, Type } from 'typebox';
import { ActivityStats } from './activities';
import { UserStats } from './admin-users';
import { TaskStats } from './tasks';

/** GET /admin/stats: what the statistics page shows, in one call (admins only). */
export const AdminStats = Type.Object({
  users: UserStats,
  activities: ActivityStats,
  tasks: TaskStats,
});
export type AdminStats = Static<typeof AdminStats>;
