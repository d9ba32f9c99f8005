import type { Paged } from '@storefront/shared/contract/paging';
import { jsonResponse } from '@storefront/shared/testing';
import { page } from '@storefront/shared/testing/fixtures';
import type { ApiCall } from '@storefront/shared/testing/stub-api';
import { type ByRoleOptions, screen, type waitForOptions, within } from '@testing-library/react';

// Test-only: a list page's rows and its paged answers, as every list test reads and stubs them.

/** The rows of the list named `name`, once it shows (`options`: a lazy page's first load). */
export async function findRows(name: string, options?: waitForOptions): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name } as ByRoleOptions, options);
  return within(list).getAllByRole('listitem');
}

/** The rows of the list named `name`, shown already. */
export function rowsOf(name: string): HTMLElement[] {
  return within(screen.getByRole('list', { name })).getAllByRole('listitem');
}

/**
 * A list call's route answering whichever page is asked: `items` under `key`, with `extra`
 * (`total`, `pages`, a size) over the paged fields.
 */
export function pagedAnswer<T>(
  key: string,
  items: T[],
  extra: Pick<Paged, 'total' | 'pages'> & Partial<Paged>,
) {
  return (call: ApiCall) =>
    jsonResponse(200, page(key, items, { ...extra, page: Number(call.query.get('page')) }));
}

/** A call's query as a plain object, to compare whole. */
export function queryOf(call: ApiCall | undefined): Record<string, string> {
  return Object.fromEntries(call?.query ?? []);
}
