/**
 * Length and value limits of the spec (section 9, shop-spec 2 and 4). The client forms check
 * them for the user's convenience; the API builds its TypeBox schemas from the same numbers and
 * is the real guard.
 */
export const LOGIN_LIMITS = { usernameMax: 128, passwordMax: 256 } as const;

export const REGISTRATION_LIMITS = { usernameMin: 3, passwordMin: 6 } as const;

export const PASSWORD_CHANGE_LIMITS = { currentMax: 256, newMin: 8, newMax: 256 } as const;

/** Server-side ceilings the spec leaves open: a registered username still has to fit a row. */
export const USERNAME_MAX = 50;

export const USER_CREATE_LIMITS = {
  usernameMin: 1,
  usernameMax: USERNAME_MAX,
  passwordMin: 6,
  passwordMax: 100,
} as const;

export const PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Ceilings the spec leaves open for catalog names and texts; the API refuses longer with 422. */
export const CATALOG_LIMITS = { nameMax: 200, descriptionMax: 5000 } as const;

/** Default upload ceiling (issue 4); the API reads UPLOAD_MAX_BYTES to change it. */
export const UPLOAD_DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

/** shop-spec 2.1. `value` over 0; a percentage at most 100; a fixed sum at most 10 000 000 ₽. */
export const DISCOUNT_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  percentMax: 100,
  fixedMax: 10_000_000,
} as const;

/** shop-spec 4, in characters after trimming. */
export const TICKET_LIMITS = { subjectMin: 3, subjectMax: 120, textMin: 1, textMax: 4000 } as const;

/** Issue 23: a staff note on an order, in characters after trimming. */
export const ORDER_NOTE_LIMITS = { textMin: 1, textMax: 2000 } as const;

/** shop-spec 4: text in characters after trimming. */
export const REVIEW_LIMITS = { textMin: 10, textMax: 2000, ratingMin: 1, ratingMax: 5 } as const;

/** shop-spec 2.4. Lengths in characters after trimming; top-up limits within shop-spec 4. */
export const SETTINGS_LIMITS = {
  shopNameMax: 60,
  phoneMax: 40,
  emailMax: 254,
  addressMax: 300,
  workingHoursMax: 200,
  rulesMax: 20_000,
} as const;

/** The settings' texts, each with the longest it may be (characters after trimming). */
export const SETTINGS_TEXT_MAX = {
  shop_name: SETTINGS_LIMITS.shopNameMax,
  phone: SETTINGS_LIMITS.phoneMax,
  email: SETTINGS_LIMITS.emailMax,
  address: SETTINGS_LIMITS.addressMax,
  working_hours: SETTINGS_LIMITS.workingHoursMax,
  rules: SETTINGS_LIMITS.rulesMax,
} as const;
export const SETTINGS_TEXT_FIELDS = Object.keys(
  SETTINGS_TEXT_MAX,
) as (keyof typeof SETTINGS_TEXT_MAX)[];

/** Spec 9: five image slots, slot 0 the logo and slots 1 to 4 the extra images. */
export const PRODUCT_IMAGE_SLOTS = 5;
export const PRODUCT_EXTRA_IMAGES_MAX = PRODUCT_IMAGE_SLOTS - 1;

/** 24 cards a page of the public catalogue (shop-spec 4). */
export const CATALOGUE_PAGE_SIZE = 24;

/**
 * Top-up limits in roubles (shop-spec 4). The shop's settings may narrow them (issue 15):
 * `topup_min`/`topup_max` of GET /settings are what POST /payments enforces.
 */
export const TOPUP_LIMITS = { min: 100, max: 100_000 } as const;

/**
 * Shop-spec 1.1: a district holds 0 to 1 000 000 units of a product; the low-stock threshold
 * (issue 23) lies in the same range.
 */
export const STOCK_MAX = 1_000_000;

/** Quantity in one order (shop-spec 4), and never above the district's stock. */
export const ORDER_QUANTITY_LIMITS = { min: 1, max: 10 } as const;

/** Spec 5 and 9; ceilings the spec leaves open are ours, and the API refuses more with 422. */
export const COUPON_LIMITS = {
  nameMin: 3,
  nameMax: 200,
  descriptionMax: 1000,
  codeMax: 32,
  percentMax: 100,
  amountMax: 100_000_000,
  usageLimitMax: 1_000_000,
} as const;

/** Spec 9: bulk generation. */
export const BULK_COUPON_LIMITS = {
  countMin: 1,
  countMax: 100,
  countDefault: 10,
  sequenceDigits: 3,
  prefixMax: COUPON_LIMITS.codeMax - 3,
} as const;

/** A referral program's name and description, in characters after trimming. */
export const REFERRAL_PROGRAM_LIMITS = { nameMin: 1, nameMax: 200, descriptionMax: 1000 } as const;

/**
 * The sales dashboard (issue 23): the quick periods, the longest custom one (two years: the
 * period and the one before it stay within what a bench of two years measures), days on the
 * chart up to SALES_DAILY_MAX_DAYS and weeks beyond, and the size of the top lists.
 */
export const SALES_PERIODS = ['today', '7d', '30d', 'month'] as const;
export const SALES_LIMITS = { periodMaxDays: 731, dailyMaxDays: 62, topSize: 5 } as const;
