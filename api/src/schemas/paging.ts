/**
 * Paging shared by every list call: page from 1, size 1..100 (default 20), and the answer's
 * total/page/size/pages. `pages` is ceil(total / size): 0 for an empty list.
 */
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@storefront/shared/limits';
import { Type } from 'typebox';

// Postgres OFFSET is a bigint, but a page past int4 is never a real request.
const MAX_PAGE = 1_000_000;

export const pagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE })),
};

export const pagedFields = {
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0 }),
};

export interface Paging {
  page: number;
  size: number;
}

/** Reads the (defaulted) query; ajv has applied the defaults already, this is for the types. */
export function paging(query: { page?: number; size?: number }): Paging {
  return { page: query.page ?? 1, size: query.size ?? PAGE_SIZE };
}

export function pagedAnswer(total: number, { page, size }: Paging) {
  return { total, page, size, pages: Math.ceil(total / size) };
}

/** Row ids are int4 (serial); a larger id in a path or query is refused, not a SQL error. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
