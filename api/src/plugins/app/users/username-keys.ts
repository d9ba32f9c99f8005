import { loginSkeleton } from '@storefront/shared/text-safety';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../../db/types.ts';
import type { UsersRepository } from './users-repository.ts';

/**
 * Users created before migration 0008 have no `username_key`: the skeleton is computed in
 * JavaScript (the one rule in shared/text-safety), so the migration cannot fill it. Filled here
 * at start. Accounts that already look alike keep working: the later one's key gets its id
 * appended, so it stays unique without taking anything from either.
 */
export async function backfillUsernameKeys(db: Db, repo: UsersRepository): Promise<number> {
  return db.transaction(async (tx) => {
    await repo.lockKeyBackfill(tx);
    const pending = await repo.withoutKey(tx);
    if (pending.length === 0) return 0;
    const taken = await repo.takenKeys(tx);
    const keys = pending.map(({ id, username }) => {
      const key = loginSkeleton(username);
      const unique = taken.has(key) ? `${key}#${id}` : key;
      taken.add(unique);
      return { id, key: unique };
    });
    await repo.setKeys(keys, tx);
    return keys.length;
  });
}

export default fp(
  async (fastify: FastifyInstance) => {
    const filled = await backfillUsernameKeys(fastify.db, fastify.usersRepository);
    if (filled > 0) fastify.log.info({ users: filled }, 'username keys backfilled');
  },
  { name: 'username-keys', dependencies: ['db', 'users-repository'] },
);
