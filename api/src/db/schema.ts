/**
 * The one pg-core schema both drivers (PGlite and node-postgres) use. `drizzle-kit generate`
 * turns it into SQL under `migrations/`; extensions and the `ru` collation live in a custom
 * migration that runs first.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const ROLES = ['admin', 'staff', 'executor', 'customer'] as const;
export const roleEnum = pgEnum('user_role', ROLES);
export const TASK_STATUSES = ['new', 'in_progress', 'done'] as const;
export const taskStatusEnum = pgEnum('task_status', TASK_STATUSES);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
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
    lastLogin: timestamp('last_login', { withTimezone: true }),
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
    // The event log reads newest first, optionally per action or per user.
    index('activities_created_at_id_idx').on(t.createdAt, t.id),
    index('activities_action_created_at_idx').on(t.action, t.createdAt, t.id),
    index('activities_user_id_created_at_idx').on(t.userId, t.createdAt, t.id),
  ],
);

/** Work items of the staff (issue 3): executors see and update the ones assigned to them. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: taskStatusEnum('status').notNull().default('new'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tasks_assigned_to_id_idx').on(t.assignedTo, t.id),
    // Overdue and upcoming read open tasks by due date.
    index('tasks_open_due_at_idx')
      .on(t.dueAt)
      .where(sql`${t.status} <> 'done' AND ${t.dueAt} IS NOT NULL`),
    check('tasks_title_length', sql`char_length(${t.title}) BETWEEN 1 AND 200`),
    check('tasks_description_length', sql`char_length(${t.description}) <= 2000`),
    check(
      'tasks_completed_when_done',
      sql`(${t.status} = 'done') = (${t.completedAt} IS NOT NULL)`,
    ),
  ],
);

/** Server-side key/value settings, e.g. the generated JWT secret shared by every instance. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The catalog tables (issue 4) live beside this file; one schema still means one module to read.
export * from './catalog-schema.ts';
// So do the marketing tables (issue 5).
export * from './coupons-schema.ts';
export * from './finance-schema.ts';
export * from './referrals-schema.ts';
// And its service: discounts, tickets, reviews, settings (issue 15).
export * from './service-schema.ts';
// And the shop (issue 14).
export * from './shop-schema.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type ActivityRow = typeof activities.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type Role = (typeof ROLES)[number];
