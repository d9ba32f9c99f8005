/**
 * Tasks of the staff (spec 7 Tasks; the entity is ours, issue 3).
 */
import { type Static, Type } from 'typebox';
import { DATE_OR_DATE_TIME } from './activities';
import { DateTime, strict } from './common';
import { Id, pagedFields, pagingQuery } from './paging';
import { TASK_STATUSES } from './values';

export const TASK_LIMITS = { titleMax: 200, descriptionMax: 2000, listMax: 100 } as const;

export const TaskStatusSchema = Type.Enum([...TASK_STATUSES]);

export const Task = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  status: TaskStatusSchema,
  assigned_to: Type.Union([Type.Integer(), Type.Null()]),
  assigned_username: Type.Union([Type.String(), Type.Null()]),
  due_at: Type.Union([DateTime, Type.Null()]),
  completed_at: Type.Union([DateTime, Type.Null()], {
    description: 'Ставится при переходе в done и снимается при выходе из него',
  }),
  created_at: DateTime,
});
export type Task = Static<typeof Task>;

export const TasksPage = Type.Object({ tasks: Type.Array(Task), ...pagedFields });
export type TasksPage = Static<typeof TasksPage>;
export const TaskList = Type.Array(Task, { maxItems: TASK_LIMITS.listMax });

export const TaskStats = Type.Object({
  total_tasks: Type.Integer(),
  completed_tasks: Type.Integer(),
  overdue_tasks: Type.Integer({ description: 'Не выполнены, срок прошёл' }),
});
export type TaskStats = Static<typeof TaskStats>;

const assignedTo = { assigned_to: Type.Optional(Id) };

export const TaskListQuery = Type.Object(
  { ...pagingQuery, status: Type.Optional(TaskStatusSchema), ...assignedTo },
  strict,
);
export const TaskStatsQuery = Type.Object({ ...assignedTo }, strict);
export const UpcomingQuery = Type.Object(
  { days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365, default: 7 })), ...assignedTo },
  strict,
);

const NullableId = Type.Unsafe<number | null>({
  type: ['integer', 'null'],
  minimum: 1,
  maximum: 2_147_483_647,
});
const DueAt = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  pattern: DATE_OR_DATE_TIME,
  maxLength: 40,
  description: 'Дата-время ISO; без зоны — UTC',
});
const Title = Type.String({ minLength: 1, maxLength: TASK_LIMITS.titleMax });
const Description = Type.String({ maxLength: TASK_LIMITS.descriptionMax });

export const CreateTaskBody = Type.Object(
  {
    title: Title,
    description: Type.Optional(Description),
    status: Type.Optional(TaskStatusSchema),
    assigned_to: Type.Optional(NullableId),
    due_at: Type.Optional(DueAt),
  },
  strict,
);
export type CreateTaskBody = Static<typeof CreateTaskBody>;

export const UpdateTaskBody = Type.Object(
  {
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    status: Type.Optional(TaskStatusSchema),
    assigned_to: Type.Optional(NullableId),
    due_at: Type.Optional(DueAt),
  },
  strict,
);
export type UpdateTaskBody = Static<typeof UpdateTaskBody>;
