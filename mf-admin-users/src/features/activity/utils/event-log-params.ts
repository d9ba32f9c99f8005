import { ACTIVITY_ACTIONS } from '@storefront/shared/activity';
import { searchText } from '@storefront/shared/search-text';
import {
  type DayFilter,
  dayFilter,
  defineFilters,
  type OneOfFilter,
  oneOf,
  useListQuery,
} from '@storefront/shared/ui/admin/list/query';
import type { ActivitiesQuery } from '../api/get-activities';

/** Every action of shared/activity, and one only a newer API knows: kept, not dropped. */
function actionFilter(): OneOfFilter<string> {
  return { ...oneOf(Object.keys(ACTIVITY_ACTIONS)), read: (raw) => raw ?? '' };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00`);
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`);

/** A day of the calendar: '2026-13-40' has the shape but no instants to send, so it is ''. */
function calendarDayFilter(options: { after?: string } = {}): DayFilter {
  const { read } = dayFilter();
  return {
    kind: 'day',
    ...options,
    read: (raw) => {
      const day = read(raw);
      return day && !Number.isNaN(dayStart(day).getTime()) ? day : '';
    },
  };
}

/** The log's filters in the URL query, beside `page` and the author's `username`. */
export const EVENT_LOG_FILTERS = defineFilters({
  action: actionFilter(),
  from: calendarDayFilter(),
  to: calendarDayFilter({ after: 'from' }),
});

/**
 * The log's state from the URL query, with the API query it makes. Its search box is the
 * author's login, kept under `username` (the kit's own search is `search`), and a filter like
 * the others: it counts as one and the reset clears it.
 *
 * A day is the administrator's local day, sent as the instants it starts and ends at, so
 * '31.01' means the same hours for the log as on the clock of whoever reads it.
 */
export function useEventLogParams() {
  const kit = useListQuery(EVENT_LOG_FILTERS, { search: false });
  const username = kit.params.get('username') ?? '';
  const author = searchText(username);
  const anyFilter = kit.anyFilter || author !== '';
  const list = {
    ...kit,
    search: username,
    searchQuery: author,
    setSearch: (next: string) => kit.update({ username: next }, { replace: true }),
    anyFilter,
    filtered: anyFilter,
    resetFilters: () => kit.update({ action: null, username: null, from: null, to: null }),
  };
  const { action, from, to } = kit.sent;
  const query: ActivitiesQuery = { page: kit.page, size: kit.pageQuery.size };
  if (action) query.action = action;
  if (author) query.username = author;
  if (from) query.date_from = dayStart(from).toISOString();
  if (to) query.date_to = dayEnd(to).toISOString();
  return { list, query };
}

export type EventLogParams = ReturnType<typeof useEventLogParams>;
