import { CreateTaskBody, Task, UpdateTaskBody } from '@storefront/shared/contract/tasks';
import { taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { writeRoutes } from '../write-routes.ts';

const text = taggedTexts('tasks');

/** Changing tasks: staff members (the service decides what each may change). */
export default guardedRoutes('requireStaffMember', (fastify) => {
  writeRoutes(fastify, fastify.tasks, {
    item: Task,
    create: {
      ...text(
        'Создать задачу (персонал и администраторы)',
        'assigned_to — активный сотрудник (исполнитель, персонал, администратор).',
      ),
      body: CreateTaskBody,
      errors: [401, 403, 422],
    },
    update: {
      ...text(
        'Изменить задачу',
        'Исполнитель меняет только status и description своих задач. completed_at ставится ' +
          'при переходе в done и снимается при выходе из него.',
      ),
      body: UpdateTaskBody,
      errors: [401, 403, 404, 422],
    },
    remove: {
      ...text('Удалить задачу (персонал и администраторы)'),
      errors: [401, 403, 404, 422],
    },
  });
});
