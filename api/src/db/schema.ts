/**
 * The one pg-core schema both drivers (PGlite and node-postgres) use. `drizzle-kit generate`
 * turns it into SQL under `migrations/`; extensions and the `ru` collation live in a custom
 * migration that runs first.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const ROLES = ['admin', 'staff', 'executor', 'customer'] as const;
export const roleEnum = pgEnum('user_role', ROLES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull().default('customer'),
    isActive: boolean('is_active').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    createdAt: createdAt(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    loginCount: integer('login_count').notNull().default(0),
    timezone: text('timezone').notNull().default('UTC'),
    language: text('language').notNull().default('ru'),
    // Bumped on password change, deactivation and (later) role change: tokens carry it as `ver`.
    tokenVersion: integer('token_version').notNull().default(0),
    // The code the user registered with; the referral issue links it to a program.
    referralCode: text('referral_code'),
  },
  (t) => [
    // Case-insensitive uniqueness: the index, not a pre-check, wins concurrent registrations.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    // Trigram index for the admin search (ILIKE '%x%') the users screen needs.
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_role_idx').on(t.role),
  ],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    description: text('description').notNull().default(''),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    ipAddress: text('ip_address'),
    metadataJson: jsonb('metadata_json').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_created_at_idx').on(t.createdAt),
    index('activities_action_idx').on(t.action),
    index('activities_user_id_idx').on(t.userId),
  ],
);

/** Server-side key/value settings, e.g. the generated JWT secret shared by every instance. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ActivityRow = typeof activities.$inferSelect;
export type Role = (typeof ROLES)[number];
