/**
 * Answer and payload shapes of the shop's calls (shop-spec section 1, issue 14): prices and
 * stock, the public catalogue, balance and ledger, payments, orders. The API's TypeBox schemas
 * mirror these; the storefront, customer, sales and catalogue remotes are built against them.
 *
 * Every amount is a `MoneyString`: a decimal string with two places ("1500.00", "-250.50"),
 * because a JSON number is a binary float. Turn it into kopecks with `parseMoney` of
 * `@storefront/shared/money` before any arithmetic. Requests send amounts the same way (the API
 * also accepts up to two decimals without trailing zeros: "500", "99.9"). Dates are ISO 8601.
 * Lists are `page` (1-based) and `size`, answered with `total`, `page`, `size`, `pages`.
 *
 * Refusals are `{detail}` in the caller's language; a refused purchase also carries `code`
 * (ORDER_REFUSAL_CODES) so the client can add its link ('Пополнить') or show the new total.
 */

import type { ReviewStatus } from '../contract/enums';
import type { Paged } from '../contract/paging';
import type { MoneyString } from '../money/money';
import type { AutoDiscountRule, CouponPricingRule } from '../pricing/pricing';

export type { MoneyString } from '../money/money';

// ----------------------------------------------------------------------- prices and stock

/** Admin product (shared/dto/catalog `Product`) gains `price`: null until one is set. */
export interface ProductPrice {
  /** Over 0, at most 10 000 000 ₽; null: never priced, so not on sale. */
  price: MoneyString | null;
}

/** GET /products/{id}/stock: one row per district of every city (0 where none is held). */
export interface StockRow {
  city_id: number;
  city_name: string;
  district_id: number;
  district_name: string;
  quantity: number;
}

export interface ProductStock {
  product_id: number;
  rows: StockRow[];
}

/**
 * PUT /products/{id}/stock: the new quantities (0 to 1 000 000) of the districts named; others
 * stay. Answers ProductStock. Each change is recorded as a stock load (the difference), so
 * stock now + units in non-cancelled orders = units ever loaded holds whatever races.
 */
export interface StockUpdatePayload {
  stock: { district_id: number; quantity: number }[];
}

/** GET /cities/{id}/stock?page&size&search: the products stocked in a city. */
export interface CityStockProduct {
  id: number;
  name: string;
  logo_image: string;
  price: MoneyString | null;
  is_active: boolean;
  /** The city's districts holding this product (quantity > 0), by name. */
  districts: { id: number; name: string; quantity: number }[];
}

export interface CityStockPage extends Paged {
  city: { id: number; name: string };
  products: CityStockProduct[];
}

// ---------------------------------------------------------------------- public catalogue

/** 24 cards a page (shop-spec 4). */
export const CATALOGUE_PAGE_SIZE = 24;

/** GET /shop/cities (anyone): the cities, in Russian collation order, for the 'Город' select. */
export interface ShopCity {
  id: number;
  name: string;
  /**
   * Products on sale and in stock there now (issue 21): a first visit without a chosen city
   * goes to the first city in this list with `on_sale > 0`, not to one that shows nothing.
   */
  on_sale: number;
}

/**
 * Where the storefront keeps the visitor's city (issue 21). The catalogue's, the product page's
 * and the home page's URLs carry it as `?city=<id>`, so a shared link opens the same city and the
 * server (rendering the public pages) knows it; the choice is also remembered in localStorage
 * `city_id` (shop-spec 1.2) and in the `city_id` cookie (path /, a year, SameSite=Lax) for a
 * request whose URL has none. The URL wins over the cookie, the cookie over the first city on sale.
 */
export const CITY_QUERY = 'city';
export const CITY_COOKIE = 'city_id';

/**
 * The catalogue's orders (issue 21), `?sort=` of GET /shop/products and of /products. `name`
 * (А–Я) is the default; `new` is the newest first; `rating` the best-rated first, unrated last.
 * Ties fall back to the name, then the id, so pages never overlap.
 */
export const CATALOGUE_SORTS = ['name', 'new', 'price_asc', 'price_desc', 'rating'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const DEFAULT_CATALOGUE_SORT: CatalogueSort = 'name';

/**
 * GET /shop/products?city_id&search&sort&page&size (anyone, no token): the products on sale in
 * the city (active, priced, stocked in some district of it, or stocked there once: a card whose
 * districts all hold 0 stays with `in_stock: false`). Ordered by `sort` (CATALOGUE_SORTS).
 */
export interface ShopProductCard {
  id: number;
  name: string;
  logo_image: string;
  /**
   * What one unit costs here now: the list price less the best automatic discount for one unit
   * in this city (issue 21; `priceOrder` of shared/pricing, as the product page prices it).
   * `price_asc`/`price_desc` sort by this.
   */
  price: MoneyString;
  /** The list price, struck through on the card, when an automatic discount lowers it; else null. */
  price_before_discount: MoneyString | null;
  in_stock: boolean;
  /** Average of the published reviews, one decimal; null when none. */
  rating: number | null;
  reviews_count: number;
}

export interface ShopProductsPage extends Paged {
  products: ShopProductCard[];
}

/** GET /shop/products/{id}?city_id (anyone): 404 when the product is not active or priced. */
export interface ShopProduct {
  id: number;
  name: string;
  description: string;
  logo_image: string;
  images: string[];
  price: MoneyString;
  /** The city's districts holding stock (quantity > 0), by name. */
  districts: { id: number; name: string; quantity: number }[];
  /** Average of the published reviews, one decimal; null when none (issue 15). */
  rating: number | null;
  reviews_count: number;
  /** Active automatic discounts for this product and city now (issue 15; [] until then). */
  discounts: AutoDiscountRule[];
  /** The city asked for (issue 21: the page names it); null when `city_id` was not given. */
  city: { id: number; name: string } | null;
  /** The other cities where it is in stock now, in the cities' order (issue 21). */
  other_cities: { id: number; name: string }[];
  /** When it was created and last changed (ISO 8601): the sitemap's and the caches' `lastmod`. */
  updated_at: string;
}

/** GET /shop/coupons (anyone): active, valid, `is_public` coupons: 'Доступные промокоды'. */
export interface PublicCoupon {
  code: string;
  name: string;
  description: string;
  coupon_type: CouponPricingRule['coupon_type'];
  discount_value: number;
  minimum_purchase_amount: number;
  valid_until: string | null;
}

/**
 * POST /shop/coupon-check (signed in; attempt-limited like /coupons/validate): may this
 * customer use this code on this product now? Without `code`, the auto-apply coupon the
 * customer would get, if any. Always 200.
 */
export interface CouponCheckPayload {
  code?: string;
  product_id: number;
  /**
   * Without a code, the auto-apply coupon is chosen as the purchase would choose it (issue 20):
   * for this quantity (default 1) with the automatic discounts of this city (none without one),
   * so the page names the coupon its summary shows and the purchase never picks another.
   */
  quantity?: number;
  city_id?: number;
}

export type CouponCheckResult =
  | { valid: true; coupon: CouponPricingRule; requires_approval: boolean }
  | { valid: false; detail: string | null };

// ---------------------------------------------------------------------- balance and ledger

export const LEDGER_TYPES = [
  'topup',
  'purchase',
  'refund',
  'referral_reward',
  'adjustment',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** GET /finance/balance (signed in). */
export interface Balance {
  balance: MoneyString;
}

export interface LedgerEntry {
  id: number;
  user_id: number;
  username: string;
  type: LedgerType;
  /** Signed: a credit is positive, a debit negative. */
  amount: MoneyString;
  balance_after: MoneyString;
  order_id: number | null;
  order_number: number | null;
  payment_id: string | null;
  /**
   * What a person wrote: an adjustment's reason. Rows the system writes (issue 20) carry '' and
   * the client words them in the reader's language from `type` and `order_number`:
   * refund → 'Отмена заказа № N', referral_reward → 'Реферальное вознаграждение за заказ № N'
   * (the referee's order), topup → the payment; never a stored Russian sentence.
   */
  comment: string;
  /** Login of the admin who made an adjustment; null for the rest. */
  created_by: string | null;
  created_at: string;
}

/**
 * GET /finance/ledger?page&size (the caller's own, newest first) and
 * GET /admin/ledger?page&size&search&type (admin: everyone's; search is the login, substring).
 */
export interface LedgerPage extends Paged {
  entries: LedgerEntry[];
}

/** POST /admin/ledger/adjust: a signed amount, not 0; a reason of 1 to 500 characters. */
export interface LedgerAdjustPayload {
  username: string;
  amount: MoneyString;
  reason: string;
}

// ---------------------------------------------------------------------------- payments

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Top-up limits in roubles (shop-spec 4). The shop's settings may narrow them (issue 15):
 * `topup_min`/`topup_max` of GET /settings are what POST /payments enforces.
 */
export const TOPUP_LIMITS = { min: 100, max: 100_000 } as const;

/** POST /payments (signed in): 201 Payment; then the browser goes to `confirmation_url`. */
export interface PaymentPayload {
  amount: MoneyString;
}

export interface Payment {
  /** Unguessable (UUID): it is in the payment page's address. */
  id: string;
  user_id: number;
  amount: MoneyString;
  /** 'test' for the embedded provider. */
  provider: string;
  status: PaymentStatus;
  /** Where the customer pays: '/pay/{id}' for the test provider, the gateway's page otherwise. */
  confirmation_url: string;
  created_at: string;
  paid_at: string | null;
}

/**
 * GET /payments/my?page&size&status (signed in, a buyer): the caller's top-ups, newest first, so
 * a customer who closed the gateway's page finds a pending one again ('Продолжить оплату' goes to
 * its `confirmation_url`; 'Отменить' is POST /payments/{id}/cancel, which any provider's pending
 * payment of the owner allows: ours turns canceled, and should the gateway still report it
 * succeeded later, the money it took is credited all the same: money is never lost).
 * POST /payments/{id}/confirm stays the test provider's alone; both take no body (422 if sent).
 */
export interface PaymentsPage extends Paged {
  payments: Payment[];
}

/**
 * GET /admin/payments?page&size&search&status&provider&date_from&date_to (admin, newest first):
 * the payments beside the ledger in 'Журнал финансов'. `search`: a login substring, or exactly
 * our payment id or the gateway's id; dates YYYY-MM-DD inclusive, in the shop's time zone.
 */
export interface AdminPayment extends Payment {
  username: string;
  /** The gateway's own id (ЮKassa's payment id); null for the test provider or before create. */
  provider_payment_id: string | null;
}

export interface AdminPaymentsPage extends Paged {
  payments: AdminPayment[];
}

export interface AdminPaymentsQuery {
  page?: number;
  size?: number;
  search?: string;
  status?: PaymentStatus;
  provider?: string;
  date_from?: string;
  date_to?: string;
}

/**
 * GET /shop/payment-mode (anyone, cacheable): which gateway takes top-ups. While `test_mode`
 * every payment page and the top-up card say 'Тестовый режим: деньги не списываются'.
 */
export interface PaymentMode {
  /** 'test' or 'yookassa'. */
  provider: string;
  test_mode: boolean;
}

// ------------------------------------------------------------------------------ orders

export const ORDER_STATUSES = ['awaiting_approval', 'paid', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Quantity in one order (shop-spec 4), and never above the district's stock. */
export const ORDER_QUANTITY_LIMITS = { min: 1, max: 10 } as const;

/** POST /orders (signed in, not an admin): 201 Order. */
export interface OrderPayload {
  product_id: number;
  district_id: number;
  quantity: number;
  /** Omitted or empty: the best auto-apply coupon the customer may use, if any. */
  coupon_code?: string;
  /**
   * The total the customer was shown and confirms (issue 20). The server prices the order again
   * inside the purchase; when its total differs (a price change, a discount starting or ending,
   * a coupon running out) nothing is charged and the answer is 409 'price_changed' with the
   * new `total`, which the page shows ('Цена изменилась: …') for the customer to confirm again.
   */
  expected_total: MoneyString;
}

/** `code` of a refused purchase (400), beside its `detail`. */
export const ORDER_REFUSAL_CODES = [
  'insufficient_funds',
  'out_of_stock',
  'not_enough_stock',
  'coupon',
  'not_on_sale',
  'admin',
  'price_changed',
] as const;
export type OrderRefusalCode = (typeof ORDER_REFUSAL_CODES)[number];

export interface OrderRefusal {
  detail: string;
  code: OrderRefusalCode;
  /** 'not_enough_stock': the units left. */
  available?: number;
  /** 'price_changed' (409): what the purchase costs now. */
  total?: MoneyString;
}

export interface Order {
  id: number;
  /** From 1000 upwards, shown as '№ N'. */
  number: number;
  user_id: number;
  username: string;
  product_id: number;
  /** Name and price at the moment of purchase. */
  product_name: string;
  unit_price: MoneyString;
  city_id: number;
  city_name: string;
  district_id: number;
  district_name: string;
  quantity: number;
  subtotal: MoneyString;
  /** The automatic discount (issue 15); "0.00" when none. */
  discount_amount: MoneyString;
  discount_name: string | null;
  coupon_code: string | null;
  coupon_discount: MoneyString;
  total: MoneyString;
  status: OrderStatus;
  /**
   * The buyer's review of this order (issue 15): null while none was left. /user/orders offers
   * 'Оставить отзыв' on a completed order whose review_status is null.
   */
  review_status: ReviewStatus | null;
  created_at: string;
  updated_at: string;
}

/** GET /orders/my?page&size (the caller's, newest first). */
export interface OrdersPage extends Paged {
  orders: Order[];
}

/**
 * GET /admin/orders?page&size&search&status&city_id&date_from&date_to (admin, newest first).
 * `search`: the order number exactly when it is a whole number, else a substring of the login
 * or the product name; dates are YYYY-MM-DD, inclusive, in the shop's time zone.
 * POST /admin/orders/{id}/approve | /complete | /cancel answer the Order; a move the status does
 * not allow answers 409 with its detail.
 */
export interface AdminOrdersQuery {
  page?: number;
  size?: number;
  search?: string;
  status?: OrderStatus;
  city_id?: number;
  date_from?: string;
  date_to?: string;
}
