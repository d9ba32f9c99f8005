import { loginSkeleton } from '@storefront/shared/text-safety';
import { and, count, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type NewUserRow, type UserRow, users } from '../../../db/schema/index.ts';
import { firstRow, insertedRow } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { createUserCache, type UserCache } from './user-cache.ts';
import { createUsernameKeyQueries } from './username-key-queries.ts';
import { createUsersListing } from './users-listing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    userCache: UserCache;
  }
}

/** Migration 0004's trigger announces every changed or deleted user id here. */
const USER_CHANGED_CHANNEL = 'user_changed';

export type ProfileChanges = Partial<Pick<UserRow, 'timezone' | 'language'>>;

/** What an administrator may change on an account (spec 3, the edit call). */
export type AdminChanges = Partial<
  Pick<UserRow, 'role' | 'isActive' | 'isSuperuser' | 'isVerified' | 'timezone' | 'language'>
>;

/**
 * The read every authenticated request makes (its user, for the token-version re-check). Also
 * run directly by bench/users-list.ts, to show what the API sends the database per request.
 */
export function userByIdQuery(db: Db) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')));
}

/**
 * Every method takes an optional transaction, so callers can log the change atomically.
 * `beforeChange` hears of every update to an existing row before it runs (the user cache).
 */
export function createUsersRepository(db: Db, beforeChange: (id: number) => void = () => {}) {
  const whereId = (id: number) => eq(users.id, id);
  // The WHERE of every UPDATE: the cache hears of the change before the statement runs.
  const updating = (id: number) => {
    beforeChange(id);
    return whereId(id);
  };
  // Built once, and a named (parsed-once) statement on PostgreSQL.
  const userById = userByIdQuery(db).prepare('user_by_id');

  return {
    ...createUsersListing(db),
    ...createUsernameKeyQueries(),

    async findById(id: number, tx: Db = db): Promise<UserRow | null> {
      if (tx === db) return firstRow(await userById.execute({ id }));
      return firstRow(await tx.select().from(users).where(whereId(id)));
    },

    /** Locks the row until the transaction ends: the permission check and the write agree. */
    async findByIdForUpdate(id: number, tx: Db): Promise<UserRow | null> {
      return firstRow(await tx.select().from(users).where(whereId(id)).for('update'));
    },

    /** Usernames are unique regardless of case; this lookup uses the lower() unique index. */
    async findByUsername(username: string, tx: Db = db): Promise<UserRow | null> {
      const rows = await tx
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return firstRow(rows);
    },

    /**
     * Taken: the same login in any case, or one that looks the same (its skeleton). The
     * unique indexes on both settle races; this gives the common case a cheap answer.
     */
    async isLoginTaken(username: string, tx: Db = db): Promise<boolean> {
      const sameLook = eq(users.usernameKey, loginSkeleton(username));
      const sameName = sql`lower(${users.username}) = lower(${username})`;
      const rows = await tx.select({ id: users.id }).from(users).where(or(sameLook, sameName));
      return rows.length > 0;
    },

    /** Throws the driver's 23505 error when the name (or its look) is taken; callers map it. */
    async create(values: NewUserRow, tx: Db = db): Promise<UserRow> {
      const usernameKey = loginSkeleton(values.username);
      return insertedRow(
        await tx
          .insert(users)
          .values({ ...values, usernameKey })
          .returning(),
      );
    },

    async recordLogin(id: number, tx: Db = db): Promise<UserRow | null> {
      const set = { lastLogin: sql`now()`, loginCount: sql`${users.loginCount} + 1` };
      return firstRow(await tx.update(users).set(set).where(updating(id)).returning());
    },

    async updateProfile(id: number, changes: ProfileChanges, tx: Db = db) {
      if (Object.keys(changes).length === 0) return this.findById(id, tx);
      return firstRow(await tx.update(users).set(changes).where(updating(id)).returning());
    },

    /** A new password ends every session: the token version moves on. */
    async setPassword(id: number, passwordHash: string, tx: Db = db): Promise<UserRow | null> {
      const set = { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` };
      return firstRow(await tx.update(users).set(set).where(updating(id)).returning());
    },

    /**
     * `signOut`: the change touches rights (role, superuser, active state), so the token
     * version moves on and every token of the user stops working at once.
     */
    async applyAdminChanges(id: number, changes: AdminChanges, signOut: boolean, tx: Db = db) {
      const set = signOut ? { ...changes, tokenVersion: sql`${users.tokenVersion} + 1` } : changes;
      if (Object.keys(set).length === 0) return this.findById(id, tx);
      return firstRow(await tx.update(users).set(set).where(updating(id)).returning());
    },

    async deactivate(id: number, tx: Db = db): Promise<UserRow | null> {
      const set = { isActive: false, tokenVersion: sql`${users.tokenVersion} + 1` };
      return firstRow(await tx.update(users).set(set).where(updating(id)).returning());
    },

    async countActiveSuperusers(tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.isSuperuser, true), eq(users.isActive, true)));
      return row?.n ?? 0;
    },

    /** The same count, serialised with every other change that removes a superuser. */
    async countActiveSuperusersLocked(tx: Db): Promise<number> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(724003)`);
      return this.countActiveSuperusers(tx);
    },

    /** Two instances starting together must not both create the superuser. */
    async lockBootstrap(tx: Db): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(724002)`);
    },

    /** Recovery path of the superuser bootstrap: revive and promote an existing account. */
    async makeActiveSuperuser(id: number, passwordHash: string, tx: Db = db) {
      const set = {
        passwordHash,
        role: 'admin' as const,
        isActive: true,
        isSuperuser: true,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      };
      return firstRow(await tx.update(users).set(set).where(updating(id)).returning());
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** Also owns the user cache: the repository is what tells it about writes. */
export default fp(
  async (fastify: FastifyInstance) => {
    const cache = createUserCache();
    const stopListening = await fastify.database.listen(USER_CHANGED_CHANNEL, {
      onNotify: (payload) => cache.changed(Number(payload)),
      onLive: (live) => {
        cache.setOnline(live);
        if (!live) fastify.log.warn('user change feed lost: the user cache is offline');
      },
    });
    fastify.addHook('onClose', stopListening);
    fastify.decorate('userCache', cache);
    fastify.decorate('usersRepository', createUsersRepository(fastify.db, cache.beginChange));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
