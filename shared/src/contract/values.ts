/**
 * The contract's plain values: its closed sets (statuses, kinds, sorts, refusal codes), which
 * the schemas build their enums from and the clients read at run time (a filter's choices, a
 * status chip), and the name of the public pages' city in their address and cookie. This is
 * the one module of the contract free of TypeBox, so the clients may import its values; every
 * other contract module they import as types only.
 */

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The roles of spec section 6, highest first (their scores: shared/permissions). */
export const USER_ROLES = ['admin', 'staff', 'executor', 'customer'] as const;
export type Role = (typeof USER_ROLES)[number];

export const TASK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

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

export const LEDGER_TYPES = [
  'topup',
  'purchase',
  'refund',
  'referral_reward',
  'adjustment',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUSES = ['awaiting_approval', 'paid', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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

/** Spec 9: the coupon type enumeration. */
export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Spec 4: a coupon is active or inactive; an admin toggles it (PUT with the opposite). */
export const COUPON_STATUSES = ['active', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** Why a coupon does not apply, in the order the API checks. */
export const COUPON_REJECT_REASONS = [
  'unknown',
  'inactive',
  'expired',
  'not_yet_valid',
  'under_minimum',
  'limit_reached',
  'user_limit_reached',
] as const;
export type CouponRejectReason = (typeof COUPON_REJECT_REASONS)[number];

/**
 * Spec 9: the wizard's starting values (valid_from is today, valid_until empty). A maximum
 * discount of 0 in the form means no cap: the client sends null then.
 */
export const COUPON_DEFAULTS = {
  coupon_type: 'percentage',
  discount_value: 10,
  minimum_purchase_amount: 0,
  maximum_discount_amount: 0,
  usage_limit: 100,
  usage_limit_per_user: 1,
  is_public: true,
  requires_approval: false,
  auto_apply: false,
  stackable: false,
} as const;

/** Spec 4: a program is 'Активна' or 'Неактивна'; no way to change it is specified. */
export type ReferralProgramStatus = 'active' | 'inactive';

/** Spec 4: active 'Активен', pending 'Ожидает', anything else 'Неактивен'. */
export const REFERRAL_STATUSES = ['active', 'pending', 'inactive'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_NOT_REWARDED_REASONS = [
  'free_order',
  'referrer_inactive',
  'no_program',
] as const;
export type ReferralNotRewardedReason = (typeof REFERRAL_NOT_REWARDED_REASONS)[number];

/** Spec 9: the reward a new referral program starts with, roubles. */
export const REFERRAL_REWARD_DEFAULT = 100;
