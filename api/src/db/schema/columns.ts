/** Column kinds more than one table group uses. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money read as a number of roubles (the marketing tables). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was made: set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();
/** Exact decimal as text: never a float on the way in or out. */
export const amount = (name: string) => numeric(name, { precision: 12, scale: 2 });
