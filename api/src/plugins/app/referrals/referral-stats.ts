/** GET /referrals/stats in one statement (spec 2.11's four cards). */

import type { ReferralStats } from '@storefront/shared/contract/referrals';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';

type Counted = Omit<ReferralStats, 'conversion_rate'> & { active_referrals: number };

export async function referralStats(db: Db): Promise<ReferralStats> {
  const [row] = await rowsOf<Counted>(
    db.execute(sql`SELECT
      (SELECT count(*)::int FROM referral_programs) AS total_programs,
      (SELECT count(*)::int FROM referral_programs WHERE status = 'active') AS active_programs,
      r.total_referrals, r.active_referrals, r.total_rewards_paid,
      -- Most referrals; on a tie, whoever had their first referral earlier.
      (SELECT u.username FROM referrals x JOIN users u ON u.id = x.referrer_id
        GROUP BY u.id, u.username ORDER BY count(*) DESC, min(x.id) LIMIT 1) AS top_referrer
    FROM (SELECT count(*)::int AS total_referrals,
      (count(*) FILTER (WHERE status = 'active'))::int AS active_referrals,
      coalesce(sum(reward_amount), 0)::float8 AS total_rewards_paid
      FROM referrals) r`),
  );
  if (!row) throw new Error('the stats statement answered no row');
  const { active_referrals: active, ...stats } = row;
  const total = stats.total_referrals;
  // A percent with one decimal (DTO: 0 to 100); no referrals is 0, not a division by zero.
  const conversion_rate = total > 0 ? Math.round((active * 1000) / total) / 10 : 0;
  return { ...stats, conversion_rate };
}
