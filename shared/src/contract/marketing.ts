/**
 * What the coupon and referral schemas share: the paged list query and the money and limit
 * types. Rules the spec words in Russian (a value over 0, a minimum not negative) are checked by
 * the handlers, so the 422 carries the spec's own message rather than a generic one.
 */

import { type Static, Type } from 'typebox';
import { COUPON_LIMITS } from '../validation/limits';
import { NO_CONTROL_CHARS, strict } from './common';
import { pagingQuery } from './paging';

export const MARKETING_SEARCH_MAX = 100;

// No control characters: the coupon search index joins its fields with line feeds.
export const Search = Type.String({ maxLength: MARKETING_SEARCH_MAX, pattern: NO_CONTROL_CHARS });

/** Query of the paged marketing lists; `search` is described on each call. */
export const MarketingListQuery = Type.Object(
  { ...pagingQuery, search: Type.Optional(Search) },
  strict,
);
export type MarketingListQuery = Static<typeof MarketingListQuery>;

/** Roubles; the sign and the kopecks are the handlers' checks (money-rules.ts). */
export const Money = Type.Number({ maximum: COUPON_LIMITS.amountMax });

export const NullableMoney = Type.Unsafe<number | null>({
  type: ['number', 'null'],
  maximum: COUPON_LIMITS.amountMax,
});

export const NullableCount = Type.Unsafe<number | null>({
  type: ['integer', 'null'],
  maximum: COUPON_LIMITS.usageLimitMax,
});

export const NullableDateTime = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'date-time',
});

/** Money in answers: roubles, at most two decimals. */
export const Amount = Type.Number();
