import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-side key/value settings, e.g. the generated JWT secret shared by every instance. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
