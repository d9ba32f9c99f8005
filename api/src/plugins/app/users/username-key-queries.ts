/**
 * The statements of the username-key backfill (username-keys.ts), part of the users
 * repository: each runs in the backfill's transaction.
 */
import { isNotNull, isNull, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';

const BATCH = 1000;

export function createUsernameKeyQueries() {
  return {
    /** One backfill at a time across replicas starting together. */
    async lockKeyBackfill(tx: Db): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('storefront:username-keys'))`);
    },

    /** The users without a key, by id. */
    withoutKey(tx: Db) {
      return tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(isNull(users.usernameKey))
        .orderBy(users.id);
    },

    async takenKeys(tx: Db): Promise<Set<string | null>> {
      const rows = await tx
        .select({ key: users.usernameKey })
        .from(users)
        .where(isNotNull(users.usernameKey));
      return new Set(rows.map((row) => row.key));
    },

    /** Stores the keys, a thousand rows a statement. */
    async setKeys(keys: { id: number; key: string }[], tx: Db): Promise<void> {
      const values = keys.map(({ id, key }) => sql`(${id}::int, ${key}::text)`);
      for (let i = 0; i < values.length; i += BATCH) {
        const batch = sql.join(values.slice(i, i + BATCH), sql`, `);
        await tx.execute(
          sql`UPDATE users SET username_key = v.key FROM (VALUES ${batch}) AS v(id, key) WHERE users.id = v.id`,
        );
      }
    },
  };
}
