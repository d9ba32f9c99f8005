import { readPage } from '@storefront/shared/hooks/use-url-query';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { searchText } from '@storefront/shared/search-text';
import type { ActivitiesQuery } from '../api/get-activities';

/** The event log's filters as the URL keeps them: dates as the date inputs give them. */
export interface EventLogParams {
  page: number;
  action: string;
  username: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string {
  return value && DAY.test(value) && !Number.isNaN(new Date(`${value}T00:00:00`).getTime())
    ? value
    : '';
}

export function readEventLogParams(params: URLSearchParams): EventLogParams {
  return {
    page: readPage(params),
    action: params.get('action') ?? '',
    username: params.get('username') ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/**
 * The API query. A day is the administrator's local day, sent as the instants it starts and
 * ends at, so '31.01' means the same hours for the log as on the clock of whoever reads it.
 */
export function toActivitiesQuery({
  page,
  action,
  username,
  from,
  to,
}: EventLogParams): ActivitiesQuery {
  const query: ActivitiesQuery = { page, size: PAGE_SIZE };
  if (action) query.action = action;
  const author = searchText(username);
  if (author) query.username = author;
  if (from) query.date_from = new Date(`${from}T00:00:00`).toISOString();
  if (to) query.date_to = new Date(`${to}T23:59:59.999`).toISOString();
  return query;
}

export function hasFilters({ action, username, from, to }: EventLogParams): boolean {
  return Boolean(action || username.trim() || from || to);
}
