import { randomInt } from 'node:crypto';
import type { ReferralCode } from '@storefront/shared/contract/referrals';
import { eq, type SQL, sql } from 'drizzle-orm';
import { referralCodes } from '../../../db/schema/index.ts';
import { iso } from '../../../db/sql/iso-time.ts';
import { containsPattern } from '../../../db/sql/like-pattern.ts';
import { newestFirstPage } from '../../../db/sql/newest-first.ts';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    referralCodesRepository: ReferralCodesRepository;
  }
}

// No 0/O, 1/I/L: a code is read aloud and typed from a screen.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const randomReferralCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The code the user owns, as the answers show it (with the owner's username). */
const COLUMNS = sql`t.id, t.code, u.username, t.usage_count, t.is_active,
  ${iso('t.created_at')} AS created_at`;
const JOINS = sql.raw('LEFT JOIN users u ON u.id = t.user_id');

export interface CodeUse {
  id: number;
  code: string;
  user_id: number;
  username: string;
}

export function createReferralCodesRepository(db: Db) {
  const byWhere = async (where: SQL, tx: Db) => {
    const [row] = await rowsOf<ReferralCode>(
      tx.execute(sql`SELECT ${COLUMNS} FROM referral_codes t ${JOINS} WHERE ${where}`),
    );
    return row ?? null;
  };

  return {
    /** Newest first; `search`: part of the code or of the owner's username, any case. */
    async page(search: string | undefined, paging: Paging) {
      const text = search?.trim();
      const pattern = text ? containsPattern(text) : '';
      const where = text
        ? sql`WHERE lower(code) LIKE lower(${pattern}) OR user_id IN
            (SELECT id FROM users WHERE lower(username) LIKE lower(${pattern}))`
        : sql``;
      const { rows, total } = await newestFirstPage<ReferralCode>(
        db,
        { table: 'referral_codes', columns: COLUMNS, joins: JOINS },
        {
          matches: sql`SELECT id, created_at AS at FROM referral_codes ${where}`,
          filtered: Boolean(text),
        },
        paging,
      );
      return { codes: rows, total };
    },

    findById: (id: number, tx: Db = db) => byWhere(sql`t.id = ${id}`, tx),
    findByUser: (userId: number, tx: Db = db) => byWhere(sql`t.user_id = ${userId}`, tx),

    async lockById(id: number, tx: Db): Promise<{ isActive: boolean } | null> {
      const [row] = await tx
        .select({ isActive: referralCodes.isActive })
        .from(referralCodes)
        .where(eq(referralCodes.id, id))
        .for('update');
      return row ?? null;
    },

    async setActive(id: number, isActive: boolean, tx: Db): Promise<void> {
      await tx.update(referralCodes).set({ isActive }).where(eq(referralCodes.id, id));
    },

    /**
     * A new code for the user, or null when the insert conflicted: either the user has one
     * already (a simultaneous request) or the random code is taken. Never aborts `tx`.
     */
    async insert(userId: number, code: string, tx: Db): Promise<number | null> {
      const [row] = await tx
        .insert(referralCodes)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ id: referralCodes.id });
      return row?.id ?? null;
    },

    /**
     * Counts a registration with `code` and answers its owner, only if the code is active, its
     * owner is an active user and is not the one registering; otherwise null, nothing changed.
     */
    async takeUse(code: string, refereeId: number, tx: Db): Promise<CodeUse | null> {
      const [row] = await rowsOf<CodeUse>(
        tx.execute(sql`UPDATE referral_codes rc SET usage_count = rc.usage_count + 1
          FROM users u
          WHERE rc.code = ${code} AND rc.is_active AND rc.user_id <> ${refereeId}
            AND u.id = rc.user_id AND u.is_active
          RETURNING rc.id, rc.code, rc.user_id, u.username`),
      );
      return row ?? null;
    },
  };
}

export type ReferralCodesRepository = ReturnType<typeof createReferralCodesRepository>;

export default repositoryPlugin('referralCodesRepository', createReferralCodesRepository);
