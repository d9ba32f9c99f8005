/**
 * Referral programs, codes and referrals (issue 5). A code belongs
 * to one user; a referral records who registered with whose code, during which program.
 */
import { REFERRAL_STATUSES } from '@storefront/shared/contract/values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, requiredRef } from './columns.ts';
import { users } from './users.ts';

export const referralProgramStatusEnum = pgEnum('referral_program_status', ['active', 'inactive']);
export const referralStatusEnum = pgEnum('referral_status', REFERRAL_STATUSES);

export const referralPrograms = pgTable(
  'referral_programs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rewardAmount: money('reward_amount').notNull().default(0),
    isPublic: boolean('is_public').notNull().default(true),
    status: referralProgramStatusEnum('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_programs_created_at_id_idx').on(t.createdAt, t.id),
    index('referral_programs_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('referral_programs_reward_not_negative', sql`${t.rewardAmount} >= 0`),
  ],
);

export const referralCodes = pgTable(
  'referral_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    // One code per user: the unique index settles two simultaneous first requests.
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    usageCount: integer('usage_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_codes_code_key').on(t.code),
    uniqueIndex('referral_codes_user_key').on(t.userId),
    index('referral_codes_created_at_id_idx').on(t.createdAt, t.id),
    index('referral_codes_code_trgm_idx').using('gin', sql`lower(${t.code}) gin_trgm_ops`),
    check('referral_codes_code_format', sql`${t.code} ~ '^[A-Z0-9]{4,32}$'`),
  ],
);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: requiredRef('referrer_id', () => users.id, 'cascade'),
    // A user is referred once: by the code they registered with.
    refereeId: requiredRef('referee_id', () => users.id, 'cascade'),
    codeId: requiredRef('code_id', () => referralCodes.id, 'cascade'),
    // The program that was running at registration, if any; its reward is paid on conversion.
    programId: integer('program_id').references(() => referralPrograms.id, {
      onDelete: 'set null',
    }),
    status: referralStatusEnum('status').notNull().default('pending'),
    rewardAmount: money('reward_amount'),
    // Why a completion of the referee's order paid nothing (issue 20): REFERRAL_NOT_REWARDED_REASONS.
    notRewardedReason: text('not_rewarded_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referrals_referee_key').on(t.refereeId),
    index('referrals_referrer_idx').on(t.referrerId),
    index('referrals_program_idx').on(t.programId),
    index('referrals_created_at_id_idx').on(t.createdAt, t.id),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.refereeId}`),
    check(
      'referrals_not_rewarded_reason',
      sql`${t.notRewardedReason} IN ('free_order', 'referrer_inactive', 'no_program')`,
    ),
  ],
);

export type ReferralProgramRow = typeof referralPrograms.$inferSelect;
export type ReferralCodeRow = typeof referralCodes.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
