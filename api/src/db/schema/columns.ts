/** Column kinds more than one table group uses. */
import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Money read as a number of roubles (the marketing tables). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** Exact decimal as text: never a float on the way in or out. */
export const amount = (name: string) => numeric(name, { precision: 12, scale: 2 });
export const userRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' });
