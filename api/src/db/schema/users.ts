/** The accounts: users and their per-(role, active) counters. */
import { USER_ROLES } from '@storefront/shared/contract/values';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, requiredRef } from './columns.ts';

export const roleEnum = pgEnum('user_role', USER_ROLES);

/** The admin lists' order: login in the portable Russian collation, then id for stable pages. */
const ruUsername = sql`"username" COLLATE "ru"`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    // What the login looks like (shared/text-safety's loginSkeleton): a confusable of a taken
    // login is taken too. Written by the repository on every insert; backfilled at start for
    // rows older than the column (plugins/app/users/username-keys.ts).
    usernameKey: text('username_key'),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    createdAt: createdAt(),
    lastLogin: at('last_login'),
    loginCount: integer('login_count').notNull().default(0),
    timezone: text('timezone').notNull().default('UTC'),
    // null: the account never chose (made by an admin, or registered without one, issue 21).
    language: text('language'),
    // Bumped on any change of password, role, superuser flag or active state: tokens carry it
    // as `ver`, so such a change signs the user out everywhere at once.
    tokenVersion: integer('token_version').notNull().default(0),
    // The code the user registered with; the referral issue links it to a program.
    referralCode: text('referral_code'),
  },
  (t) => [
    // Case-insensitive uniqueness: the index, not a pre-check, wins concurrent registrations.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_key_key').on(t.usernameKey),
    // Trigram index for the admin search (LIKE '%x%' on lower(username)) the users screen needs.
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // The admin lists read pages in this order: an unfiltered page is an index range, not a sort.
    index('users_username_ru_idx').on(ruUsername, t.id),
    // Role (and active) filters: rare roles are read from here and sorted cheaply.
    index('users_role_active_username_ru_idx').on(t.role, t.isActive, ruUsername, t.id),
    // 'Неактивные' is usually a small set; the partial index keeps its pages cheap.
    index('users_inactive_username_ru_idx').on(ruUsername, t.id).where(sql`NOT ${t.isActive}`),
    // Spec 4: a non-admin role forces the superuser flag off; the database holds the rule too.
    check('users_superuser_is_admin', sql`NOT ${t.isSuperuser} OR ${t.role} = 'admin'`),
  ],
);

/**
 * Exact user totals per (role, is_active), kept by triggers (migration 0003), so the admin
 * lists' totals without a search cost one tiny read instead of count(*) over every user.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: roleEnum('role').notNull(),
    isActive: boolean('is_active').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'user_counts_pkey', columns: [t.role, t.isActive] })],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** A row's user, who cannot be deleted while the row exists. */
export const userRef = (name: string) => requiredRef(name, () => users.id, 'restrict');
