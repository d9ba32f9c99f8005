/**
 * Changing tasks: executors update the status and description of the tasks assigned to them;
 * staff and admins create, assign, change and delete any. Each change is read under a row lock,
 * checked, written and logged (before/after) in one transaction.
 */

import { ACTIVITY_ACTIONS, type ActivityAction } from '@storefront/shared/activity';
import type { CreateTaskBody, Task, UpdateTaskBody } from '@storefront/shared/contract/tasks';
import { isStaffRole } from '@storefront/shared/permissions';
import type { FastifyInstance } from 'fastify';
import type { NewTaskRow, TaskRow, UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { forbidden, invalidField, notFound } from '../../../lib/http-errors.ts';
import { parseInstant } from '../../../lib/instants.ts';
import { managesTasks } from '../access.ts';
import { domainPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tasks: Tasks;
  }
}

const EXECUTOR_FIELDS = new Set(['status', 'description']);
/** Logged fields under their API names. */
const LOGGED = {
  title: 'title',
  description: 'description',
  status: 'status',
  assignedTo: 'assigned_to',
  dueAt: 'due_at',
  completedAt: 'completed_at',
} as const satisfies Partial<Record<keyof TaskRow, string>>;

/** Executors never learn whether someone else's task exists: it is simply not found. */
export function assertCanSee(viewer: UserRow, task: Pick<Task, 'assigned_to'>): void {
  if (!managesTasks(viewer) && task.assigned_to !== viewer.id)
    throw notFound(MESSAGES.taskNotFound);
}

/** Executors read their own tasks only: another assignee is refused, none means "mine". */
function assigneeScope(viewer: UserRow, requested: number | undefined): number | undefined {
  if (managesTasks(viewer)) return requested;
  if (requested !== undefined && requested !== viewer.id) throw forbidden(MESSAGES.tasksOfOthers);
  return viewer.id;
}

function title(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) {
    throw invalidField(['body', 'title'], MESSAGES.minLength(1), 'string_too_short');
  }
  return trimmed;
}

function dueAt(value: string | null): Date | null {
  if (value === null) return null;
  const instant = parseInstant(value);
  if (!instant) throw invalidField(['body', 'due_at'], MESSAGES.noSuchDate);
  return instant;
}

const snapshot = (task: Partial<TaskRow>) =>
  Object.fromEntries(
    (Object.keys(LOGGED) as (keyof typeof LOGGED)[])
      .filter((key) => key in task)
      .map((key) => {
        const value = task[key];
        return [LOGGED[key], value instanceof Date ? value.toISOString() : value];
      }),
  );

export function createTasks(fastify: FastifyInstance) {
  const repo = fastify.tasksRepository;

  async function assignee(id: number | null | undefined, tx: Db): Promise<number | null> {
    if (id === undefined || id === null) return null;
    const user = await fastify.usersRepository.findById(id, tx);
    if (!user?.isActive || !(user.isSuperuser || isStaffRole(user.role))) {
      throw invalidField(['body', 'assigned_to'], MESSAGES.assigneeNotStaff);
    }
    return user.id;
  }

  async function log(
    viewer: UserRow,
    ip: string,
    action: ActivityAction,
    task: TaskRow,
    metadata: Record<string, unknown>,
    tx: Db,
  ) {
    await fastify.activitiesRepository.record(
      {
        userId: viewer.id,
        action,
        description: `${ACTIVITY_ACTIONS[action].description}: ${task.title}`,
        resourceType: 'task',
        resourceId: String(task.id),
        ipAddress: ip,
        metadata,
      },
      tx,
    );
  }

  return {
    assigneeScope,

    /** One task, for whoever may see it (404 otherwise). */
    async read(viewer: UserRow, id: number): Promise<Task> {
      const task = await fastify.tasksRepository.findById(id);
      if (!task) throw notFound(MESSAGES.taskNotFound);
      assertCanSee(viewer, task);
      return task;
    },

    async create(viewer: UserRow, body: CreateTaskBody, ip: string): Promise<Task> {
      if (!managesTasks(viewer)) throw forbidden(MESSAGES.cannotManageTasks);
      const status = body.status ?? 'new';
      const id = await fastify.db.transaction(async (tx) => {
        const values: NewTaskRow = {
          title: title(body.title),
          description: body.description ?? '',
          status,
          assignedTo: await assignee(body.assigned_to, tx),
          dueAt: body.due_at === undefined ? null : dueAt(body.due_at),
          completedAt: status === 'done' ? new Date() : null,
        };
        const row = await repo.create(values, tx);
        await log(viewer, ip, 'task_create', row, { after: snapshot(row) }, tx);
        return row.id;
      });
      return (await repo.findById(id)) as Task;
    },

    async update(viewer: UserRow, id: number, body: UpdateTaskBody, ip: string): Promise<Task> {
      await fastify.db.transaction(async (tx) => {
        const task = await repo.findByIdForUpdate(id, tx);
        if (!task) throw notFound(MESSAGES.taskNotFound);
        assertCanSee(viewer, { assigned_to: task.assignedTo });
        const fields = Object.keys(body);
        if (!managesTasks(viewer) && fields.some((f) => !EXECUTOR_FIELDS.has(f))) {
          throw forbidden(MESSAGES.executorTaskFields);
        }
        const set: Partial<NewTaskRow> = {};
        if (body.title !== undefined) set.title = title(body.title);
        if (body.description !== undefined) set.description = body.description;
        if (body.assigned_to !== undefined) set.assignedTo = await assignee(body.assigned_to, tx);
        if (body.due_at !== undefined) set.dueAt = dueAt(body.due_at);
        if (body.status !== undefined && body.status !== task.status) {
          set.status = body.status;
          set.completedAt = body.status === 'done' ? new Date() : null;
        }
        const changed = Object.fromEntries(
          Object.entries(set).filter(([key, value]) => {
            const old = task[key as keyof TaskRow];
            return old instanceof Date && value instanceof Date
              ? old.getTime() !== value.getTime()
              : old !== value;
          }),
        ) as Partial<NewTaskRow>;
        await repo.update(id, changed, tx);
        const before = snapshot(
          Object.fromEntries(Object.keys(changed).map((k) => [k, task[k as keyof TaskRow]])),
        );
        await log(viewer, ip, 'task_update', task, { before, after: snapshot(changed) }, tx);
      });
      return (await repo.findById(id)) as Task;
    },

    async remove(viewer: UserRow, id: number, ip: string): Promise<void> {
      if (!managesTasks(viewer)) throw forbidden(MESSAGES.cannotManageTasks);
      await fastify.db.transaction(async (tx) => {
        const task = await repo.findByIdForUpdate(id, tx);
        if (!task) throw notFound(MESSAGES.taskNotFound);
        await repo.remove(id, tx);
        await log(viewer, ip, 'task_delete', task, { before: snapshot(task) }, tx);
      });
    },
  };
}

export type Tasks = ReturnType<typeof createTasks>;

export default domainPlugin('tasks', createTasks, [
  'tasks-repository',
  'users-repository',
  'activities-repository',
]);
