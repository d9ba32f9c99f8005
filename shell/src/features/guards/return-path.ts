import type { Location } from '@storefront/shared/router';

/** What the login page gets in `location.state` to send the visitor back afterwards. */
export interface ReturnState {
  from: string;
}

export function returnStateFor(location: Pick<Location, 'pathname' | 'search'>): ReturnState {
  return { from: location.pathname + location.search };
}

/** Only same-site paths: a crafted `from` must not send the visitor to another origin. */
export function readReturnPath(state: unknown): string | null {
  const from = (state as Partial<ReturnState> | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from;
}
