/**
 * The event log and its statistics (spec 3 Activity / Activity stats; issue 3).
 */
import { type Static, Type } from 'typebox';
import { DateTime, strict } from './common';
import { Id, pagedFields, pagingQuery } from './paging';

export const Activity = Type.Object({
  id: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()], { description: 'Кто совершил действие' }),
  action: Type.String(),
  description: Type.String(),
  created_at: DateTime,
  ip_address: Type.Union([Type.String(), Type.Null()]),
  resource_type: Type.Union([Type.String(), Type.Null()]),
  resource_id: Type.Union([Type.String(), Type.Null()]),
  metadata_json: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export type Activity = Static<typeof Activity>;

/** GET /admin/activities?page&size&action&user_id&username&date_from&date_to (the event log) */
export const ActivitiesPage = Type.Object({ activities: Type.Array(Activity), ...pagedFields });
export type ActivitiesPage = Static<typeof ActivitiesPage>;

export const ActivityStats = Type.Object({
  total_activities: Type.Integer(),
  activities_today: Type.Integer({ description: 'С начала суток (UTC)' }),
  activities_this_week: Type.Integer({ description: 'С понедельника (UTC)' }),
  activities_this_month: Type.Integer({ description: 'С первого числа месяца (UTC)' }),
  most_common_actions: Type.Array(Type.Object({ action: Type.String(), count: Type.Integer() }), {
    description: 'Пять самых частых действий',
  }),
  recent_activities: Type.Array(Activity, { description: 'Десять последних событий' }),
});
export type ActivityStats = Static<typeof ActivityStats>;

/**
 * A date (`2025-01-31`, the whole day) or a date-time (`2025-01-31T10:00`, with an optional
 * zone; without one it is UTC). Checked for real dates by the handler.
 */
export const DATE_OR_DATE_TIME =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$';
const Instant = Type.String({ pattern: DATE_OR_DATE_TIME, maxLength: 40 });

export const ActivityListQuery = Type.Object(
  {
    ...pagingQuery,
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    user_id: Type.Optional(Id),
    username: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'Часть логина автора' }),
    ),
    date_from: Type.Optional(Instant),
    date_to: Type.Optional(Type.String({ ...Instant, description: 'Дата без времени: весь день' })),
  },
  strict,
);
export type ActivityListQuery = Static<typeof ActivityListQuery>;

export const PageQuery = Type.Object({ ...pagingQuery }, strict);
