/** The activity log: one row per write and per login attempt (who, action, resource, ip). */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

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
    // One resource's rows (issue 23: an order's moves on its page) without reading the whole
    // log, which holds a row per order and per write.
    index('activities_resource_idx').on(t.resourceType, t.resourceId, t.id),
  ],
);

export type ActivityRow = typeof activities.$inferSelect;
