import { loginSkeleton } from '@storefront/shared/text-safety';
import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';

/** One backfill at a time across replicas starting together. */
const BACKFILL_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('storefront:username-keys'))`;
const BATCH = 1000;

/**
 * Users created before migration 0008 have no `username_key`: the skeleton is computed in
 * JavaScript (the one rule in shared/text-safety), so the migration cannot fill it. Filled here
 * at start. Accounts that already look alike keep working: the later one's key gets its id
 * appended, so it stays unique without taking anything from either.
 */
export async function backfillUsernameKeys(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(BACKFILL_LOCK);
    const pending = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(isNull(users.usernameKey))
      .orderBy(users.id);
    if (pending.length === 0) return 0;
    const existing = await tx
      .select({ key: users.usernameKey })
      .from(users)
      .where(isNotNull(users.usernameKey));
    const taken = new Set(existing.map((row) => row.key));
    const keys = pending.map(({ id, username }) => {
      const key = loginSkeleton(username);
      const unique = taken.has(key) ? `${key}#${id}` : key;
      taken.add(unique);
      return sql`(${id}::int, ${unique}::text)`;
    });
    for (let i = 0; i < keys.length; i += BATCH) {
      const values = sql.join(keys.slice(i, i + BATCH), sql`, `);
      await tx.execute(
        sql`UPDATE users SET username_key = v.key FROM (VALUES ${values}) AS v(id, key) WHERE users.id = v.id`,
      );
    }
    return keys.length;
  });
}

export default fp(
  async (fastify: FastifyInstance) => {
    const filled = await backfillUsernameKeys(fastify.db);
    if (filled > 0) fastify.log.info({ users: filled }, 'username keys backfilled');
  },
  { name: 'username-keys', dependencies: ['db'] },
);
