import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/** Server-side key/value settings, e.g. the generated JWT secret shared by every instance. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
