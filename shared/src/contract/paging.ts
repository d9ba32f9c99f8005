/**
 * Paging shared by every list call: page from 1, size 1..100 (default 20), and the answer's
 * total/page/size/pages. `pages` is ceil(total / size): 0 for an empty list.
 */
import { type Static, Type } from 'typebox';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../validation/limits';

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

/** The fields every page of a list answers with, beside its rows. */
export const Paged = Type.Object(pagedFields);
export type Paged = Static<typeof Paged>;

/** Row ids are int4 (serial); a larger id in a path or query is refused, not a SQL error. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
