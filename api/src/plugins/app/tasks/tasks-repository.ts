import type { Task } from '@storefront/shared/contract/tasks';
import type { TaskStatus } from '@storefront/shared/contract/values';
import { and, count, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import { type NewTaskRow, type TaskRow, tasks, users } from '../../../db/schema/index.ts';
import { insertedRow } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tasksRepository: TasksRepository;
  }
}

export interface TaskFilter {
  status?: TaskStatus;
  assignedTo?: number;
}

/** Overdue and upcoming lists answer at most this many tasks, soonest due first. */
export const DUE_LIST_MAX = 100;

const columns = { task: tasks, assignedUsername: users.username };
type JoinedRow = { task: TaskRow; assignedUsername: string | null };

export function toTask({ task, assignedUsername }: JoinedRow): Task {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    assigned_to: task.assignedTo,
    assigned_username: assignedUsername,
    due_at: task.dueAt?.toISOString() ?? null,
    completed_at: task.completedAt?.toISOString() ?? null,
    created_at: task.createdAt.toISOString(),
  };
}

const open = ne(tasks.status, 'done');
const assignedTo = (id: number | undefined) =>
  id === undefined ? undefined : eq(tasks.assignedTo, id);

function conditions(filter: TaskFilter): SQL | undefined {
  return and(
    filter.status ? eq(tasks.status, filter.status) : undefined,
    assignedTo(filter.assignedTo),
  );
}

export function createTasksRepository(db: Db) {
  const joined = (tx: Db = db) =>
    tx.select(columns).from(tasks).leftJoin(users, eq(users.id, tasks.assignedTo));

  async function due(where: SQL | undefined): Promise<Task[]> {
    const rows = await joined().where(where).orderBy(tasks.dueAt, tasks.id).limit(DUE_LIST_MAX);
    return rows.map(toTask);
  }

  return {
    /** Newest first. */
    async page(filter: TaskFilter, { page, size }: Paging) {
      const where = conditions(filter);
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(desc(tasks.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(tasks).where(where),
      ]);
      return { tasks: rows.map(toTask), total: total?.n ?? 0 };
    },

    async findById(id: number, tx: Db = db): Promise<Task | null> {
      const [row] = await joined(tx).where(eq(tasks.id, id));
      return row ? toTask(row) : null;
    },

    async findByIdForUpdate(id: number, tx: Db): Promise<TaskRow | null> {
      const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
      return row ?? null;
    },

    async create(values: NewTaskRow, tx: Db = db): Promise<TaskRow> {
      return insertedRow(await tx.insert(tasks).values(values).returning());
    },

    async update(id: number, set: Partial<NewTaskRow>, tx: Db = db): Promise<void> {
      if (Object.keys(set).length > 0) await tx.update(tasks).set(set).where(eq(tasks.id, id));
    },

    async remove(id: number, tx: Db = db): Promise<void> {
      await tx.delete(tasks).where(eq(tasks.id, id));
    },

    async stats(assignee?: number) {
      const [row] = await db
        .select({
          total_tasks: sql<number>`count(*)::int`,
          completed_tasks: sql<number>`(count(*) FILTER (WHERE ${tasks.status} = 'done'))::int`,
          overdue_tasks: sql<number>`(count(*) FILTER (WHERE ${tasks.status} <> 'done' AND ${tasks.dueAt} < now()))::int`,
        })
        .from(tasks)
        .where(assignedTo(assignee));
      return row ?? { total_tasks: 0, completed_tasks: 0, overdue_tasks: 0 };
    },

    overdue(assignee?: number): Promise<Task[]> {
      return due(and(open, lt(tasks.dueAt, sql`now()`), assignedTo(assignee)));
    },

    upcoming(days: number, assignee?: number): Promise<Task[]> {
      const until = sql`now() + make_interval(days => ${days}::int)`;
      return due(
        and(open, gte(tasks.dueAt, sql`now()`), lt(tasks.dueAt, until), assignedTo(assignee)),
      );
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

export default repositoryPlugin('tasksRepository', createTasksRepository);
