/** A list route's paging: the query as ajv defaulted it, and the answer's paging fields. */
import { PAGE_SIZE } from '@storefront/shared/limits';
import type { PageWindow } from '../db/sql/page-window.ts';

/** The page a list route asks for: the window its statement answers. */
export type Paging = PageWindow;

/** Reads the (defaulted) query; ajv has applied the defaults already, this is for the types. */
export function paging(query: { page?: number; size?: number }): Paging {
  return { page: query.page ?? 1, size: query.size ?? PAGE_SIZE };
}

export function pagedAnswer(total: number, { page, size }: Paging) {
  return { total, page, size, pages: Math.ceil(total / size) };
}

/** A list route's answer: what `load` reads for the query's page, with the paging fields. */
export async function listAnswer<T extends { total: number }>(
  query: { page?: number; size?: number },
  load: (paging: Paging) => Promise<T>,
) {
  const p = paging(query);
  const { total, ...rows } = await load(p);
  return { ...rows, ...pagedAnswer(total, p) };
}
