/** The public catalogue (shop-spec 1.2). */

import { type Static, Type } from 'typebox';
import { CATALOGUE_PAGE_SIZE, MAX_PAGE_SIZE, ORDER_QUANTITY_LIMITS } from '../validation/limits';
import { CATALOG_SEARCH_MAX } from './catalog';
import { DateTime, NO_CONTROL_CHARS, strict } from './common';
import { MoneyAnswer, NullableMoneyAnswer } from './money';
import { Id, pagedFields, pagingQuery } from './paging';
import { StockedDistrict } from './stock';
import { CATALOGUE_SORTS, COUPON_TYPES, DEFAULT_CATALOGUE_SORT } from './values';

/** GET /shop/cities (anyone): the cities, in Russian collation order, for the 'Город' select. */
export const ShopCity = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /**
   * Products on sale and in stock there now (issue 21): a first visit without a chosen city
   * goes to the first city in this list with `on_sale > 0`, not to one that shows nothing.
   */
  on_sale: Type.Integer({ minimum: 0 }),
});
export type ShopCity = Static<typeof ShopCity>;
export const ShopCities = Type.Array(ShopCity);

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

/**
 * GET /shop/products?city_id&search&sort&page&size (anyone, no token): the products on sale in
 * the city (active, priced, stocked in some district of it, or stocked there once: a card whose
 * districts all hold 0 stays with `in_stock: false`). Ordered by `sort` (CATALOGUE_SORTS).
 */
export const ShopProductCard = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo_image: Type.String(),
  /** One unit after the best automatic discount in the city (priceOrder). */
  price: MoneyAnswer,
  /** The list price when a discount lowers it; else null. */
  price_before_discount: NullableMoneyAnswer,
  in_stock: Type.Boolean(),
  /** Average of the published reviews, one decimal; null when none. */
  rating: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  reviews_count: Type.Integer({ minimum: 0 }),
});
export type ShopProductCard = Static<typeof ShopProductCard>;
export const ShopProductsPage = Type.Object({
  products: Type.Array(ShopProductCard),
  ...pagedFields,
});
export type ShopProductsPage = Static<typeof ShopProductsPage>;

const CityRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ShopProductQuery = Type.Object({ city_id: Type.Optional(Id) }, strict);
export type ShopProductQuery = Static<typeof ShopProductQuery>;

const AutoDiscount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  discount_type: Type.Enum([...COUPON_TYPES]),
  value: Type.String(),
});

/** GET /shop/products/{id}?city_id (anyone): 404 when the product is not active or priced. */
export const ShopProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  logo_image: Type.String(),
  images: Type.Array(Type.String()),
  price: MoneyAnswer,
  /** The city's districts holding stock (quantity > 0), by name. */
  districts: Type.Array(StockedDistrict),
  /** Average of the published reviews, one decimal; null when none (issue 15). */
  rating: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  reviews_count: Type.Integer({ minimum: 0 }),
  /** Active automatic discounts for this product and city now (issue 15; [] until then). */
  discounts: Type.Array(AutoDiscount),
  /** The city asked for; null without city_id (or for a city not active). */
  city: Type.Union([CityRef, Type.Null()]),
  /** The other active cities where it is in stock now, in the cities' order. */
  other_cities: Type.Array(CityRef),
  /** When it was created and last changed (ISO 8601): the sitemap's and the caches' `lastmod`. */
  updated_at: DateTime,
});
export type ShopProduct = Static<typeof ShopProduct>;

/** GET /shop/coupons (anyone): active, valid, `is_public` coupons: 'Доступные промокоды'. */
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

/**
 * POST /shop/coupon-check (signed in; attempt-limited like /coupons/validate): may this
 * customer use this code on this product now? Without `code`, the auto-apply coupon the
 * customer would get, if any. Always 200.
 */
export const CouponCheckBody = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 50 })),
    product_id: Id,
    /**
     * Without a code, the auto-apply coupon is chosen as the purchase would choose it (issue 20):
     * for this quantity (default 1) with the automatic discounts of this city (none without one),
     * so the page names the coupon its summary shows and the purchase never picks another.
     */
    quantity: Type.Optional(
      Type.Integer({ minimum: ORDER_QUANTITY_LIMITS.min, maximum: ORDER_QUANTITY_LIMITS.max }),
    ),
    city_id: Type.Optional(Id),
  },
  strict,
);
export type CouponCheckBody = Static<typeof CouponCheckBody>;

const CheckedCoupon = Type.Object({
  code: Type.String(),
  coupon_type: Type.Enum([...COUPON_TYPES]),
  discount_value: Type.Number(),
  maximum_discount_amount: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  minimum_purchase_amount: Type.Number(),
  stackable: Type.Boolean(),
});

export const CouponCheckResult = Type.Union([
  Type.Object({
    valid: Type.Literal(true),
    coupon: CheckedCoupon,
    requires_approval: Type.Boolean(),
  }),
  Type.Object({
    valid: Type.Literal(false),
    detail: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  }),
]);
export type CouponCheckResult = Static<typeof CouponCheckResult>;
