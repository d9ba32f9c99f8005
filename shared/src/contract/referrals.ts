/**
 * Referral programs, codes and referrals (spec sections 3, 4 and 7; issue 5).
 */

import { type Static, Type } from 'typebox';
import { REFERRAL_PROGRAM_LIMITS } from '../validation/limits';
import { DateTime, strict, visibleText } from './common';
import { Amount, MarketingListQuery, Money } from './marketing';
import { pagedFields } from './paging';
import { REFERRAL_NOT_REWARDED_REASONS, REFERRAL_STATUSES } from './values';

const ProgramStatus = Type.Enum(['active', 'inactive']);
const ReferralStatus = Type.Enum([...REFERRAL_STATUSES]);

export const ReferralProgram = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  /** Paid to the referrer per converted referral, roubles. */
  reward_amount: Amount,
  is_public: Type.Boolean(),
  status: ProgramStatus,
  total_referrals: Type.Integer(),
  total_rewards_paid: Amount,
  created_at: DateTime,
});
export type ReferralProgram = Static<typeof ReferralProgram>;
/** GET /referrals/programs?page&size&search (search: name, case-insensitive), newest first. */
export const ReferralProgramsPage = Type.Object({
  programs: Type.Array(ReferralProgram),
  ...pagedFields,
});
export type ReferralProgramsPage = Static<typeof ReferralProgramsPage>;

/** The dashboard's button sends all four; omitted ones default (reward 100, public). */
export const ReferralProgramBody = Type.Object(
  {
    name: Type.String({ maxLength: REFERRAL_PROGRAM_LIMITS.nameMax, ...visibleText }),
    description: Type.Optional(Type.String({ maxLength: REFERRAL_PROGRAM_LIMITS.descriptionMax })),
    reward_amount: Type.Optional(Money),
    is_public: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type ReferralProgramBody = Static<typeof ReferralProgramBody>;

export const ReferralCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  /** The user the code belongs to (its creator). */
  username: Type.String(),
  /** Registrations made with the code. */
  usage_count: Type.Integer(),
  is_active: Type.Boolean(),
  created_at: DateTime,
});
export type ReferralCode = Static<typeof ReferralCode>;

/** POST /referrals/my-code: the code and what an invitation earns now (issue 20). */
export const MyReferralCode = Type.Object({
  ...ReferralCode.properties,
  reward_amount: Type.Union([Amount, Type.Null()], {
    description:
      'Награда программы, к которой присоединится регистрация сейчас; null — программы нет',
  }),
});
export type MyReferralCode = Static<typeof MyReferralCode>;
/** GET /referrals/codes?page&size&search (search: code or username), newest first. */
export const ReferralCodesPage = Type.Object({ codes: Type.Array(ReferralCode), ...pagedFields });
export type ReferralCodesPage = Static<typeof ReferralCodesPage>;

/** The new state; without it the code flips. */
export const ReferralCodeToggleBody = Type.Object(
  { is_active: Type.Optional(Type.Boolean()) },
  strict,
);
export type ReferralCodeToggleBody = Static<typeof ReferralCodeToggleBody>;

export const Referral = Type.Object({
  id: Type.Integer(),
  referrer_username: Type.String(),
  referee_username: Type.String(),
  referee_email: Type.Union([Type.String(), Type.Null()]),
  status: ReferralStatus,
  /** Reward paid for this referral, if any. */
  reward_amount: Type.Union([Amount, Type.Null()]),
  /**
   * Why a completed order of the referee paid nothing (issue 20), for the dashboard to say:
   * 'free_order' (its total was 0 ₽: the referral stays pending until a paid order completes),
   * 'referrer_inactive' (the referrer's account was deactivated: the referral turns inactive),
   * 'no_program' (no program ran when the referee registered). null otherwise.
   */
  not_rewarded_reason: Type.Unsafe<(typeof REFERRAL_NOT_REWARDED_REASONS)[number] | null>({
    type: ['string', 'null'],
    enum: [...REFERRAL_NOT_REWARDED_REASONS, null],
    description:
      'Почему выполненный заказ приглашённого ничего не принёс: free_order (0 ₽, ждёт оплаченного), ' +
      'referrer_inactive, no_program; null иначе',
  }),
  created_at: DateTime,
});
export type Referral = Static<typeof Referral>;
export const ReferralsPage = Type.Object({ referrals: Type.Array(Referral), ...pagedFields });
export type ReferralsPage = Static<typeof ReferralsPage>;

/**
 * GET /referrals/referrals?page&size&search&status. `search` matches referrer username,
 * referee username and referee e-mail, case-insensitive substring; newest first.
 */
export const ReferralListQuery = Type.Object(
  { ...MarketingListQuery.properties, status: Type.Optional(ReferralStatus) },
  strict,
);
export type ReferralListQuery = Static<typeof ReferralListQuery>;

/** GET /referrals/stats */
export const ReferralStats = Type.Object({
  total_programs: Type.Integer(),
  active_programs: Type.Integer(),
  total_referrals: Type.Integer(),
  total_rewards_paid: Amount,
  /** Username of the referrer with the most referrals; null when there are none. */
  top_referrer: Type.Union([Type.String(), Type.Null()]),
  /** Share of referrals with status 'active', in percent (0 to 100, one decimal). */
  conversion_rate: Type.Number({ minimum: 0, maximum: 100 }),
});
export type ReferralStats = Static<typeof ReferralStats>;
