/**
 * The statements of a referral's decision when the referee's order completes
 * (orders/order-moves.ts runs them in the order's transaction), part of the referrals repository.
 */
import type { ReferralNotRewardedReason } from '@storefront/shared/contract/values';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';

export interface PendingReferral {
  id: number;
  referrer_id: number;
  referrer_active: boolean;
  program_id: number | null;
  reward: string | null;
}

export const referralDecisions = {
  /** The referee's pending referral with its referrer and program, its row locked. */
  async lockPendingOf(refereeId: number, tx: Db): Promise<PendingReferral | null> {
    const [pending] = await rowsOf<PendingReferral>(
      tx.execute(sql`SELECT r.id, r.referrer_id, u.is_active AS referrer_active, r.program_id,
          p.reward_amount::text AS reward
        FROM referrals r JOIN users u ON u.id = r.referrer_id
        LEFT JOIN referral_programs p ON p.id = r.program_id
        WHERE r.referee_id = ${refereeId} AND r.status = 'pending'
        FOR UPDATE OF r`),
    );
    return pending ?? null;
  },

  async decide(
    id: number,
    decision: { status: string; reward: string | null; reason: ReferralNotRewardedReason | null },
    tx: Db,
  ): Promise<void> {
    const { status, reward, reason } = decision;
    await tx.execute(sql`UPDATE referrals SET status = ${status}, reward_amount = ${reward},
        not_rewarded_reason = ${reason}
      WHERE id = ${id}`);
  },
};
