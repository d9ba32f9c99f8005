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

/** What the list asked for last: the query of the latest `GET path` a stubbed API saw. */
export function lastQuery(
  api: { to: (method: string, path: string) => ApiCall[] },
  path: string,
): Record<string, string> {
  return queryOf(api.to('GET', path).at(-1));
}

/** The options of the select labelled `label` (a list's filter), as their texts in order. */
export function optionTexts(label: string): (string | null)[] {
  const options = within(screen.getByLabelText(label)).getAllByRole('option');
  return options.map((option) => option.textContent);
}
