/** The public catalogue (shop-spec 1.2): the shapes of `@storefront/shared/dto/shop`. */

import { type Static, Type } from 'typebox';
import { COUPON_TYPES } from '../dto/marketing';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  DEFAULT_CATALOGUE_SORT,
  ORDER_QUANTITY_LIMITS,
} from '../dto/shop';
import { MAX_PAGE_SIZE } from '../validation/limits';
import { CATALOG_SEARCH_MAX } from './catalog';
import { DateTime, NO_CONTROL_CHARS, strict } from './common';
import { MoneyAnswer, NullableMoneyAnswer } from './money';
import { Id, pagedFields, pagingQuery } from './paging';
import { StockedDistrict } from './stock';

export const ShopCities = Type.Array(
  Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    /** Products on sale there now (issue 21): a first visit goes to a city where it is > 0. */
    on_sale: Type.Integer({ minimum: 0 }),
  }),
);

export const ShopProductsQuery = Type.Object(
  {
    ...pagingQuery,
    size: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: CATALOGUE_PAGE_SIZE }),
    ),
    city_id: Type.Optional(Id),
    search: Type.Optional(
      Type.String({ maxLength: CATALOG_SEARCH_MAX, pattern: NO_CONTROL_CHARS }),
    ),
    sort: Type.Optional(Type.Enum([...CATALOGUE_SORTS], { default: DEFAULT_CATALOGUE_SORT })),
  },
  strict,
);
export type ShopProductsQuery = Static<typeof ShopProductsQuery>;

export const ShopProductCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo_image: Type.String(),
  /** One unit after the best automatic discount in the city (priceOrder). */
  price: MoneyAnswer,
  /** The list price when a discount lowers it; else null. */
  price_before_discount: NullableMoneyAnswer,
  in_stock: Type.Boolean(),
  rating: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  reviews_count: Type.Integer({ minimum: 0 }),
});
export const ShopProductsPage = Type.Object({
  products: Type.Array(ShopProductCard),
  ...pagedFields,
});

const CityRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ShopProductQuery = Type.Object({ city_id: Type.Optional(Id) }, strict);

const AutoDiscount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  discount_type: Type.Enum([...COUPON_TYPES]),
  value: Type.String(),
});

export const ShopProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  logo_image: Type.String(),
  images: Type.Array(Type.String()),
  price: MoneyAnswer,
  districts: Type.Array(StockedDistrict),
  rating: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  reviews_count: Type.Integer({ minimum: 0 }),
  discounts: Type.Array(AutoDiscount),
  /** The city asked for; null without city_id (or for a city not active). */
  city: Type.Union([CityRef, Type.Null()]),
  /** The other active cities where it is in stock now, in the cities' order. */
  other_cities: Type.Array(CityRef),
  updated_at: DateTime,
});

export const PublicCoupon = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  coupon_type: Type.Enum([...COUPON_TYPES]),
  discount_value: Type.Number(),
  minimum_purchase_amount: Type.Number(),
  valid_until: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
});
export type PublicCoupon = Static<typeof PublicCoupon>;

export const CouponCheckBody = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 50 })),
    product_id: Id,
    quantity: Type.Optional(
      Type.Integer({ minimum: ORDER_QUANTITY_LIMITS.min, maximum: ORDER_QUANTITY_LIMITS.max }),
    ),
    city_id: Type.Optional(Id),
  },
  strict,
);
export type CouponCheckBody = Static<typeof CouponCheckBody>;

export const CouponCheckResult = Type.Object({
  valid: Type.Boolean(),
  coupon: Type.Optional(
    Type.Object({
      code: Type.String(),
      coupon_type: Type.Enum([...COUPON_TYPES]),
      discount_value: Type.Number(),
      maximum_discount_amount: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
      minimum_purchase_amount: Type.Number(),
      stackable: Type.Boolean(),
    }),
  ),
  requires_approval: Type.Optional(Type.Boolean()),
  detail: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'] })),
});
