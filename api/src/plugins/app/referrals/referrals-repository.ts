import type { Referral, ReferralProgram } from '@storefront/shared/contract/referrals';
import { desc, eq, sql } from 'drizzle-orm';
import {
  type ReferralProgramRow,
  type ReferralRow,
  type ReferralStatus,
  referralPrograms,
  referrals,
} from '../../../db/schema/index.ts';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { insertedRow } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { referralDecisions } from './referral-decisions.ts';
import { referralStats } from './referral-stats.ts';

declare module 'fastify' {
  interface FastifyInstance {
    referralsRepository: ReferralsRepository;
  }
}

/** A program's totals are its referrals'; programs are few, so they are counted per page. */
const PROGRAM_COLUMNS = sql`t.id, t.name, t.description, t.reward_amount::float8 AS reward_amount,
  t.is_public, t.status,
  (SELECT count(*)::int FROM referrals r WHERE r.program_id = t.id) AS total_referrals,
  (SELECT coalesce(sum(r.reward_amount), 0)::float8 FROM referrals r WHERE r.program_id = t.id)
    AS total_rewards_paid,
  ${iso('t.created_at')} AS created_at`;

/** Users have no e-mail address yet: referee_email is null until they do. */
const REFERRAL_COLUMNS = sql`t.id, ru.username AS referrer_username,
  ee.username AS referee_username, NULL::text AS referee_email, t.status,
  t.reward_amount::float8 AS reward_amount, t.not_rewarded_reason,
  ${iso('t.created_at')} AS created_at`;
const REFERRAL_JOINS = sql.raw(
  'LEFT JOIN users ru ON ru.id = t.referrer_id LEFT JOIN users ee ON ee.id = t.referee_id',
);

export const toProgram = (row: ReferralProgramRow): ReferralProgram => ({
  id: row.id,
  name: row.name,
  description: row.description,
  reward_amount: row.rewardAmount,
  is_public: row.isPublic,
  status: row.status,
  total_referrals: 0,
  total_rewards_paid: 0,
  created_at: row.createdAt.toISOString(),
});

const usersLike = (pattern: string) =>
  sql`(SELECT id FROM users WHERE lower(username) LIKE lower(${pattern}))`;

export function createReferralsRepository(db: Db) {
  return {
    ...referralDecisions,

    /** GET /referrals/stats in one statement (referral-stats.ts). */
    stats: () => referralStats(db),

    /** Newest first; `search`: part of the name, any case. */
    async programs(search: string | undefined, paging: Paging) {
      const text = search?.trim();
      const where = text ? sql`WHERE lower(name) LIKE lower(${containsPattern(text)})` : sql``;
      const { rows, total } = await newestFirstPage<ReferralProgram>(
        db,
        { table: 'referral_programs', columns: PROGRAM_COLUMNS },
        {
          matches: sql`SELECT id, created_at AS at FROM referral_programs ${where}`,
          filtered: Boolean(text),
        },
        paging,
      );
      return { programs: rows, total };
    },

    /** Newest first; `search`: part of the referrer's or the referee's username, any case. */
    async referrals(filter: { search?: string; status?: ReferralStatus }, paging: Paging) {
      const text = filter.search?.trim();
      const conditions = [
        text
          ? sql`(referrer_id IN ${usersLike(containsPattern(text))} OR referee_id IN ${usersLike(containsPattern(text))})`
          : undefined,
        filter.status ? sql`status = ${filter.status}` : undefined,
      ].filter((c) => c !== undefined);
      const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
      const { rows, total } = await newestFirstPage<Referral>(
        db,
        { table: 'referrals', columns: REFERRAL_COLUMNS, joins: REFERRAL_JOINS },
        {
          matches: sql`SELECT id, created_at AS at FROM referrals ${where}`,
          filtered: conditions.length > 0,
        },
        paging,
      );
      return { referrals: rows, total };
    },

    async createProgram(
      values: typeof referralPrograms.$inferInsert,
      tx: Db,
    ): Promise<ReferralProgramRow> {
      return insertedRow(await tx.insert(referralPrograms).values(values).returning());
    },

    /** The reward of the program a registration would join now (roubles), null without one. */
    async currentReward(tx: Db = db): Promise<number | null> {
      const id = await this.currentProgramId(tx);
      if (id === null) return null;
      const [row] = await tx
        .select({ reward: referralPrograms.rewardAmount })
        .from(referralPrograms)
        .where(eq(referralPrograms.id, id));
      return row?.reward ?? null;
    },

    /** The program a registration joins: the newest active one, if any. */
    async currentProgramId(tx: Db): Promise<number | null> {
      const [row] = await tx
        .select({ id: referralPrograms.id })
        .from(referralPrograms)
        .where(eq(referralPrograms.status, 'active'))
        .orderBy(desc(referralPrograms.createdAt), desc(referralPrograms.id))
        .limit(1);
      return row?.id ?? null;
    },

    async createReferral(values: typeof referrals.$inferInsert, tx: Db): Promise<ReferralRow> {
      return insertedRow(await tx.insert(referrals).values(values).returning());
    },
  };
}

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;

export default repositoryPlugin('referralsRepository', createReferralsRepository);
