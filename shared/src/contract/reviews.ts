/** Reviews (shop-spec 2.3, issue 15): the shapes of `@storefront/shared/dto/service`. */

import { type Static, Type } from 'typebox';
import { REVIEW_LIMITS, REVIEW_STATUSES } from '../dto/service';
import { DateTime, NullableString, strict } from './common';
import { Id, pagedFields, pagingQuery } from './paging';

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
  moderated_by: NullableString(),
});
export type Review = Static<typeof Review>;

export const PublicReview = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  author: Type.String(),
  created_at: DateTime,
});
export type PublicReview = Static<typeof PublicReview>;

export const PublicReviewsPage = Type.Object({
  reviews: Type.Array(PublicReview),
  ...pagedFields,
  rating: Type.Unsafe<number | null>({
    type: ['number', 'null'],
    description: 'Средняя оценка товара (один знак) при product_id; иначе null',
  }),
});

export const ReviewsPage = Type.Object({
  reviews: Type.Array(Review),
  ...pagedFields,
  pending_count: Type.Integer({ minimum: 0 }),
});

export const ReviewBody = Type.Object(
  {
    order_id: Id,
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
export const AdminReviewsQuery = Type.Object(
  { ...pagingQuery, status: Type.Optional(Type.Enum([...REVIEW_STATUSES])) },
  strict,
);
