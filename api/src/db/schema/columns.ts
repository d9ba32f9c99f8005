/** Column kinds more than one table group uses. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  integer,
  numeric,
  type PgSequence,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Money read as a number of roubles (the marketing tables). */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const at = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was made: set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();
/** When the row last changed: the database sets it at insert, every change sets it again. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();
/** Exact decimal as text: never a float on the way in or out. */
export const amount = (name: string) => numeric(name, { precision: 12, scale: 2 });
/**
 * A row's link to the row of another table it cannot be without. `onDelete`: 'cascade' deletes
 * it with that row, 'restrict' refuses to delete that row while it exists.
 */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => integer(name).notNull().references(target, { onDelete });
/** The number people see ('№ 1000'): the next of the table's own sequence; ids stay internal. */
export const shownNumber = (sequence: PgSequence, uniqueName: string) =>
  integer('number')
    .notNull()
    .unique(uniqueName)
    .default(sql.raw(`nextval('${sequence.seqName}')`));
