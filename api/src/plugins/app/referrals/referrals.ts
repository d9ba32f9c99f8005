/**
 * Referral writes: an admin creates programs and switches codes on and off; every signed-in
 * user gets their own code on request (registrations with a code: referral-registration.ts).
 * Each write is logged in its own transaction.
 */

import type {
  ReferralCode,
  ReferralProgram,
  ReferralProgramBody,
} from '@storefront/shared/contract/referrals';
import { REFERRAL_REWARD_DEFAULT } from '@storefront/shared/contract/values';
import { REFERRAL_PROGRAM_LIMITS } from '@storefront/shared/limits';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { notFound, RequestValidationError } from '../../../lib/http-errors.ts';
import { kopecksIssues } from '../../../lib/money-rules.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { randomReferralCode } from './referral-codes-repository.ts';
import { toProgram } from './referrals-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    referrals: Referrals;
  }
}

/** A fresh random code colliding this many times in a row means something else is wrong. */
const CODE_ATTEMPTS = 5;

function programIssues(name: string, reward: number) {
  const issues = kopecksIssues({ reward_amount: reward });
  if (name.length < REFERRAL_PROGRAM_LIMITS.nameMin) {
    issues.unshift({
      loc: ['body', 'name'],
      msg: MESSAGES.programNameRequired,
      type: 'value_error',
    });
  }
  if (reward < 0) {
    issues.push({
      loc: ['body', 'reward_amount'],
      msg: MESSAGES.rewardNegative,
      type: 'value_error',
    });
  }
  return issues;
}

export function createReferrals(fastify: FastifyInstance) {
  const codes = fastify.referralCodesRepository;
  const referrals = fastify.referralsRepository;
  const logProgram = resourceTypeLog(fastify, 'referral_program');
  const logCode = resourceTypeLog(fastify, 'referral_code');

  return {
    async createProgram(
      viewer: UserRow,
      body: ReferralProgramBody,
      ip: string,
    ): Promise<ReferralProgram> {
      const name = body.name.trim();
      const reward = body.reward_amount ?? REFERRAL_REWARD_DEFAULT;
      const issues = programIssues(name, reward);
      if (issues.length > 0) throw new RequestValidationError(issues);
      return fastify.db.transaction(async (tx) => {
        const values = {
          name,
          description: (body.description ?? '').trim(),
          rewardAmount: reward,
          isPublic: body.is_public ?? true,
        };
        const program = toProgram(await referrals.createProgram(values, tx));
        await logProgram.created(tx, viewer, ip, 'referral_program_create', program);
        return program;
      });
    },

    /** Sets `is_active` (or flips it when not given); answers the code. */
    async toggleCode(
      viewer: UserRow,
      id: number,
      isActive: boolean | undefined,
      ip: string,
    ): Promise<ReferralCode> {
      return fastify.db.transaction(async (tx) => {
        const row = await codes.lockById(id, tx);
        if (!row) throw notFound(MESSAGES.referralCodeNotFound);
        const next = isActive ?? !row.isActive;
        await codes.setActive(id, next, tx);
        const code = (await codes.findById(id, tx)) as ReferralCode;
        const metadata = { before: { is_active: row.isActive }, after: { is_active: next } };
        const resource = { id, name: code.code };
        await logCode(tx, {
          userId: viewer.id,
          ip,
          action: 'referral_code_toggle',
          resource,
          metadata,
        });
        return code;
      });
    },

    /** The user's code, created on the first request (one per user: the index decides). */
    async ensureCode(user: UserRow, ip: string): Promise<{ code: ReferralCode; created: boolean }> {
      return fastify.db.transaction(async (tx) => {
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
          const existing = await codes.findByUser(user.id, tx);
          if (existing) return { code: existing, created: false };
          const id = await codes.insert(user.id, randomReferralCode(), tx);
          if (id === null) continue;
          const code = (await codes.findById(id, tx)) as ReferralCode;
          const resource = { id, name: code.code };
          await logCode(tx, {
            userId: user.id,
            ip,
            action: 'referral_code_create',
            resource,
            metadata: { code: code.code },
          });
          return { code, created: true };
        }
        throw new Error('no free referral code after several attempts');
      });
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;

export default domainPlugin('referrals', createReferrals, [
  'referral-codes-repository',
  'referrals-repository',
  'activities-repository',
]);
