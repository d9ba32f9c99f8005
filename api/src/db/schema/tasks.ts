import { TASK_STATUSES } from '@storefront/shared/contract/values';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { users } from './users.ts';

export const taskStatusEnum = pgEnum('task_status', TASK_STATUSES);

/** Work items of the staff (issue 3): executors see and update the ones assigned to them. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: taskStatusEnum('status').notNull().default('new'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    dueAt: at('due_at'),
    completedAt: at('completed_at'),
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

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;
