/**
 * A registration with a referral code (spec 2.1: the client sends the code it captured). With
 * an active code of another active user it becomes a pending referral in the registration's
 * own transaction and counts as a use of the code; counting is one conditional UPDATE, so a
 * code switched off meanwhile is never counted. An unknown or inactive code never blocks the
 * registration: it only makes no referral.
 */
import type { FastifyInstance } from 'fastify';
import type { ReferralRow, UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    referralRegistration: ReferralRegistration;
  }
}

export function createReferralRegistration(fastify: FastifyInstance) {
  const codes = fastify.referralCodesRepository;
  const referrals = fastify.referralsRepository;
  const log = resourceTypeLog(fastify, 'referral');

  return {
    /** The referral made, or null. `user` is the account just created in `tx`. */
    async record(
      tx: Db,
      user: UserRow,
      given: string | null,
      ip: string,
    ): Promise<ReferralRow | null> {
      const code = given?.trim().toUpperCase();
      if (!code || !/^[A-Z0-9]{4,32}$/.test(code)) return null;
      const used = await codes.takeUse(code, user.id, tx);
      if (!used) return null;
      // The program running at registration, whose reward a conversion would pay.
      const programId = await referrals.currentProgramId(tx);
      const row = await referrals.createReferral(
        { referrerId: used.user_id, refereeId: user.id, codeId: used.id, programId },
        tx,
      );
      const resource = { id: row.id, name: `${used.username} → ${user.username}` };
      const metadata = { code, referrer_id: used.user_id, program_id: programId };
      await log(tx, { userId: user.id, ip, action: 'referral_create', resource, metadata });
      return row;
    },
  };
}

export type ReferralRegistration = ReturnType<typeof createReferralRegistration>;

export default domainPlugin('referralRegistration', createReferralRegistration, [
  'referral-codes-repository',
  'referrals-repository',
  'activities-repository',
]);
