/** Reviews (shop-spec 2.3, issue 15). */

import { type Static, Type } from 'typebox';
import { REVIEW_LIMITS } from '../validation/limits';
import { DateTime, NullableString, strict } from './common';
import { Id, pagedFields, pagingQuery } from './paging';
import { REVIEW_STATUSES } from './values';

/** A review as its author and the admins see it. */
export const Review = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  order_id: Type.Integer(),
  order_number: Type.Integer(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  status: Type.Enum([...REVIEW_STATUSES]),
  created_at: DateTime,
  moderated_at: NullableString(),
  /** Login of the admin who published or rejected it. */
  moderated_by: NullableString(),
});
export type Review = Static<typeof Review>;

/** A published review as anyone sees it (/reviews, the product page). */
export const PublicReview = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  /** The author's login. */
  author: Type.String(),
  created_at: DateTime,
});
export type PublicReview = Static<typeof PublicReview>;

/**
 * GET /reviews/?product_id&page&size (anyone): published reviews, newest first. With
 * `product_id`, that product's, plus its average (one decimal, null when none) and count, read
 * from a kept aggregate, never by scanning the reviews.
 */
export const PublicReviewsPage = Type.Object({
  reviews: Type.Array(PublicReview),
  ...pagedFields,
  rating: Type.Unsafe<number | null>({
    type: ['number', 'null'],
    description: 'Средняя оценка товара (один знак) при product_id; иначе null',
  }),
});
export type PublicReviewsPage = Static<typeof PublicReviewsPage>;

export const ReviewsPage = Type.Object({
  reviews: Type.Array(Review),
  ...pagedFields,
  /** Every pending review, whatever the filter. */
  pending_count: Type.Integer({ minimum: 0 }),
});
export type ReviewsPage = Static<typeof ReviewsPage>;

/**
 * POST /reviews/ (signed in): 201 Review, pending. Only the caller's own order (someone else's
 * or an unknown one: 404), only a completed one (400), once per order (409).
 */
export const ReviewBody = Type.Object(
  {
    order_id: Id,
    /** A whole number 1 to 5. */
    rating: Type.Integer({
      minimum: REVIEW_LIMITS.ratingMin,
      maximum: REVIEW_LIMITS.ratingMax,
      description: 'Целое от 1 до 5 (иначе 422)',
    }),
    text: Type.String({
      maxLength: REVIEW_LIMITS.textMax * 2,
      description: 'От 10 до 2000 символов после обрезки пробелов по краям',
    }),
  },
  strict,
);
export type ReviewBody = Static<typeof ReviewBody>;

export const PublicReviewsQuery = Type.Object(
  { ...pagingQuery, product_id: Type.Optional(Id) },
  strict,
);
export type PublicReviewsQuery = Static<typeof PublicReviewsQuery>;

/**
 * GET /admin/reviews?status&page&size (admin): pending first (oldest first: the queue), then the
 * moderated ones, most recently moderated first. POST /admin/reviews/{id}/publish | /reject:
 * the Review; either may be done to a review in any state (a rejected one can still be
 * published); the product's rating follows at once.
 */
export const AdminReviewsQuery = Type.Object(
  { ...pagingQuery, status: Type.Optional(Type.Enum([...REVIEW_STATUSES])) },
  strict,
);
export type AdminReviewsQuery = Static<typeof AdminReviewsQuery>;
