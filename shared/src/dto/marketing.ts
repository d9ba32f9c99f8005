/**
 * Answer and payload shapes of the marketing calls (spec sections 3, 7 and 9, issue 5): coupons,
 * their usages and checks, referral programs, codes and referrals. The API's TypeBox schemas
 * will be the source of truth; these types are the contract it is built to, so the
 * mf-admin-marketing remote and the API cannot drift apart silently.
 *
 * Amounts are numbers in roubles with at most two decimals (kopecks); dates are ISO 8601
 * strings; counts are whole numbers. Every list query is `page` (1-based) and `size` (up to
 * MAX_PAGE_SIZE of `../validation/limits`), answered as a page of the shape below.
 */

import type { Paged } from '../contract/paging';
import { kopecksToRoubles, roublesToKopecks } from '../money/money';
import { couponAmount } from '../pricing/pricing';

/** Query of the paged marketing lists; `search` is described on each call. */
export interface MarketingListQuery {
  page?: number;
  size?: number;
  search?: string;
}

// ---------------------------------------------------------------------------------- coupons

/** Spec 9: the coupon type enumeration. */
export const COUPON_TYPES = ['percentage', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** Spec 4: a coupon is active or inactive; an admin toggles it (PUT with the opposite). */
export const COUPON_STATUSES = ['active', 'inactive'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export interface Coupon {
  id: number;
  /** Unique, uppercase Latin letters and digits (COUPON_CODE_PATTERN). */
  code: string;
  name: string;
  description: string;
  coupon_type: CouponType;
  /** Percent (0 < v ≤ 100) for 'percentage', roubles (> 0) for 'fixed'. */
  discount_value: number;
  /** Smallest order the coupon applies to; 0 means any order. */
  minimum_purchase_amount: number;
  /** Cap of a percentage discount in roubles; null (always null for 'fixed') means no cap. */
  maximum_discount_amount: number | null;
  /** Total uses allowed; null means unlimited. */
  usage_limit: number | null;
  /** Uses allowed per user; null means unlimited. */
  usage_limit_per_user: number | null;
  current_usage_count: number;
  valid_from: string;
  /** null: no end date. */
  valid_until: string | null;
  is_public: boolean;
  requires_approval: boolean;
  auto_apply: boolean;
  stackable: boolean;
  status: CouponStatus;
  /** status === 'active' (spec 3 lists both); status is the field to change. */
  is_active: boolean;
  created_at: string;
}

/**
 * POST /coupons/coupons: every field of the six-step wizard (and of the bulk generator).
 * A duplicate code answers 400 with a detail naming the code, e.g.
 * `{"detail": "Купон с кодом SUMMER10 уже существует"}`. The coupon starts 'active'.
 */
export interface CouponPayload {
  code: string;
  name: string;
  description: string;
  coupon_type: CouponType;
  discount_value: number;
  minimum_purchase_amount: number;
  maximum_discount_amount: number | null;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  valid_from: string;
  valid_until: string | null;
  is_public: boolean;
  requires_approval: boolean;
  auto_apply: boolean;
  stackable: boolean;
}

/** PUT /coupons/coupons/{id}: only what changes (the list sends `{status}`); code is fixed. */
export type CouponUpdatePayload = Partial<Omit<CouponPayload, 'code'>> & {
  status?: CouponStatus;
};

/**
 * GET /coupons/coupons?page&size&search. `search` matches code, name and description,
 * case-insensitive substring. Newest first (created_at, then id, descending).
 */
export interface CouponsPage extends Paged {
  coupons: Coupon[];
}

export interface CouponUsage {
  id: number;
  coupon_id: number;
  /** The coupon's code at the time of the answer, so a list needs no second call. */
  coupon_code: string;
  username: string;
  used_at: string;
  order_id: number | null;
  /** The order's number as shown to people ('№ 1000'); null for a usage without an order. */
  order_number: number | null;
  order_amount: number;
  discount_amount: number;
  /** order_amount − discount_amount. */
  final_amount: number;
}

/**
 * GET /coupons/usage?page&size&search (admin: everyone's usages, newest first). `search`
 * matches the username (case-insensitive substring) or, when it is a whole number, the
 * coupon id exactly.
 */
export interface CouponUsagesPage extends Paged {
  usages: CouponUsage[];
}

/** GET /coupons/usage/my answers `CouponUsage[]`: the signed-in user's usages, newest first. */
export type MyCouponUsages = CouponUsage[];

/** GET /coupons/stats */
export interface CouponStats {
  total_coupons: number;
  active_coupons: number;
  /** valid_until in the past, whatever the status. */
  expired_coupons: number;
  total_usage: number;
  total_discount_given: number;
  /** Distinct orders with at least one coupon usage (usages without an order count each). */
  total_orders_affected: number;
  /** Code of the coupon with the most usages; null when nothing was used yet. */
  most_used_coupon: string | null;
  /** total_discount_given / total_orders_affected, 0 when there are none. */
  average_discount_per_order: number;
}

/** POST /coupons/validate: would this code apply to an order of this amount? */
export interface ValidateCouponPayload {
  code: string;
  order_amount: number;
}

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
 * Answer of POST /coupons/validate (always 200). Valid: the discount and what remains to pay.
 * Not valid: `reason`, a Russian `detail` for the customer, discount 0 and the amount unchanged.
 */
export interface CouponCheck {
  valid: boolean;
  reason?: CouponRejectReason;
  detail?: string;
  discount_amount: number;
  final_amount: number;
}

/**
 * POST /coupons/apply: records a usage for the signed-in user and answers the CouponUsage.
 * A coupon that does not apply answers 400 with the check's detail.
 */
export interface ApplyCouponPayload {
  code: string;
  order_amount: number;
  order_id?: number;
}

// -------------------------------------------------------------------------------- referrals

/** Spec 4: a program is 'Активна' or 'Неактивна'; no way to change it is specified. */
export type ReferralProgramStatus = 'active' | 'inactive';

export interface ReferralProgram {
  id: number;
  name: string;
  description: string;
  /** Paid to the referrer per converted referral, roubles. */
  reward_amount: number;
  is_public: boolean;
  status: ReferralProgramStatus;
  total_referrals: number;
  total_rewards_paid: number;
  created_at: string;
}

/** POST /referrals/programs; the program starts 'active'. */
export interface ReferralProgramPayload {
  name: string;
  description: string;
  reward_amount: number;
  is_public: boolean;
}

/** GET /referrals/programs?page&size&search (search: name, case-insensitive), newest first. */
export interface ReferralProgramsPage extends Paged {
  programs: ReferralProgram[];
}

export interface ReferralCode {
  id: number;
  code: string;
  /** The user the code belongs to (its creator). */
  username: string;
  /** Registrations made with the code. */
  usage_count: number;
  is_active: boolean;
  created_at: string;
}

/**
 * PATCH /referral/codes/{id}/toggle (singular 'referral', as spec 7's client calls it): the
 * new state, the opposite of the current one. Answers the ReferralCode.
 */
export interface ReferralCodeTogglePayload {
  is_active: boolean;
}

/** GET /referrals/codes?page&size&search (search: code or username), newest first. */
export interface ReferralCodesPage extends Paged {
  codes: ReferralCode[];
}

/** Spec 4: active 'Активен', pending 'Ожидает', anything else 'Неактивен'. */
export const REFERRAL_STATUSES = ['active', 'pending', 'inactive'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export interface Referral {
  id: number;
  referrer_username: string;
  referee_username: string;
  referee_email: string | null;
  status: ReferralStatus;
  /** Reward paid for this referral, if any. */
  reward_amount: number | null;
  /**
   * Why a completed order of the referee paid nothing (issue 20), for the dashboard to say:
   * 'free_order' (its total was 0 ₽: the referral stays pending until a paid order completes),
   * 'referrer_inactive' (the referrer's account was deactivated: the referral turns inactive),
   * 'no_program' (no program ran when the referee registered). null otherwise.
   */
  not_rewarded_reason: ReferralNotRewardedReason | null;
  created_at: string;
}

export const REFERRAL_NOT_REWARDED_REASONS = [
  'free_order',
  'referrer_inactive',
  'no_program',
] as const;
export type ReferralNotRewardedReason = (typeof REFERRAL_NOT_REWARDED_REASONS)[number];

/**
 * POST /referrals/my-code answers the code and what an invitation earns now (issue 20): the
 * reward of the program a registration would join, or null while no program runs, and then the
 * invite card promises nothing.
 */
export interface MyReferralCode extends ReferralCode {
  reward_amount: number | null;
}

/**
 * GET /referrals/referrals?page&size&search&status. `search` matches referrer username,
 * referee username and referee e-mail, case-insensitive substring; newest first.
 */
export interface ReferralListQuery extends MarketingListQuery {
  status?: ReferralStatus;
}

export interface ReferralsPage extends Paged {
  referrals: Referral[];
}

/** GET /referrals/stats */
export interface ReferralStats {
  total_programs: number;
  active_programs: number;
  total_referrals: number;
  total_rewards_paid: number;
  /** Username of the referrer with the most referrals; null when there are none. */
  top_referrer: string | null;
  /** Share of referrals with status 'active', in percent (0 to 100, one decimal). */
  conversion_rate: number;
}

// -------------------------------------------------------------------------- limits and rules

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

/** Spec 5: uppercase Latin letters and digits only (a TypeBox `pattern`, too). */
/**
 * Spec 5's coupon messages, word for word (so 3 and 100 are written out, matching COUPON_LIMITS):
 * the wizard shows them, the API answers them (422 `msg`).
 */
export const COUPON_MESSAGES = {
  code: 'Код должен содержать только заглавные буквы и цифры',
  name: 'Название должно содержать минимум 3 символа',
  discount: 'Размер скидки должен быть больше 0',
  percent: 'Процентная скидка не может быть больше 100%',
  usageLimit: 'Лимит использований должен быть больше 0',
  userLimit: 'Лимит на пользователя должен быть больше 0',
  minimum: 'Минимальная сумма не может быть отрицательной',
  maximum: 'Максимальная скидка не может быть отрицательной',
  period: 'Дата окончания должна быть позже даты начала',
} as const;

export const COUPON_CODE_PATTERN = '^[A-Z0-9]+$';

export function isCouponCode(code: string): boolean {
  return new RegExp(COUPON_CODE_PATTERN).test(code) && code.length <= COUPON_LIMITS.codeMax;
}

/** Spec 9: the wizard has six steps. */
export const COUPON_WIZARD_STEPS = 6;

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
} as const satisfies Partial<Record<keyof CouponPayload, unknown>>;

/** Spec 9: bulk generation. */
export const BULK_COUPON_LIMITS = {
  countMin: 1,
  countMax: 100,
  countDefault: 10,
  sequenceDigits: 3,
  prefixMax: COUPON_LIMITS.codeMax - 3,
} as const;

/** Spec 9: the overview tabs list this many items. */
export const OVERVIEW_LIST_SIZE = 5;

/** Spec 9: the reward a new referral program starts with, roubles. */
export const REFERRAL_REWARD_DEFAULT = 100;

export const REFERRAL_PROGRAM_LIMITS = { nameMin: 1, nameMax: 200, descriptionMax: 1000 } as const;

/** Rounded to kopecks; the tiny epsilon keeps 1.005 from becoming 1.00. */
export function roundKopecks(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

type DiscountRule = Pick<Coupon, 'coupon_type' | 'discount_value' | 'maximum_discount_amount'>;

/**
 * The discount of `coupon` on an order in roubles, for the rouble-number coupon calls: the shop's
 * exact kopeck arithmetic (`couponAmount` of ../pricing), so the wizard's preview, the coupon
 * check and a purchase cannot disagree by a kopeck. Minimum amount and limits are not checked.
 */
export function couponDiscount(coupon: DiscountRule, orderAmount: number): number {
  if (!(orderAmount > 0)) return 0;
  return kopecksToRoubles(couponAmount(coupon, roublesToKopecks(orderAmount)));
}

// biome-ignore format: a transliteration table reads best as a table
const CYRILLIC: Record<string, string> = {
  А: 'A', Б: 'B', В: 'V', Г: 'G', Д: 'D', Е: 'E', Ё: 'E', Ж: 'ZH', З: 'Z', И: 'I', Й: 'Y',
  К: 'K', Л: 'L', М: 'M', Н: 'N', О: 'O', П: 'P', Р: 'R', С: 'S', Т: 'T', У: 'U', Ф: 'F',
  Х: 'KH', Ц: 'TS', Ч: 'CH', Ш: 'SH', Щ: 'SHCH', Ъ: '', Ы: 'Y', Ь: '', Э: 'E', Ю: 'YU', Я: 'YA',
};

/**
 * Spec 4's auto-code: the uppercase name without anything but Latin letters and digits, cut to
 * 8 characters, plus a random number 000-999. Russian letters are transliterated first, so
 * 'Летняя распродажа' gives 'LETNYAYA042' rather than a bare number.
 */
export function generatedCouponCode(name: string, random: () => number = Math.random): string {
  const latin = [...name.toUpperCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');
  const stem = latin.replace(/[^A-Z0-9]/g, '').slice(0, 8);
  const number = Math.min(Math.floor(random() * 1000), 999);
  return `${stem}${String(Math.max(number, 0)).padStart(3, '0')}`;
}
