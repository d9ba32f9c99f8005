import { CurrentUser } from '@storefront/shared/contract/users';
import { MESSAGES } from '../../../../../i18n/messages.ts';
import { toCurrentUser } from '../../../../../lib/current-user.ts';
import { notFound } from '../../../../../lib/http-errors.ts';
import { itemSchema, taggedTexts } from '../../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../../guarded-routes.ts';
import { accountChanges } from './account-changes.ts';

const text = taggedTexts('admin');
const EDIT = text(
  'Изменить пользователя (роль, активность, суперпользователь, профиль)',
  'Роль не администратора снимает флаг суперпользователя; деактивация сотрудника ' +
    'делает его клиентом. Назначить суперпользователя может только суперпользователь.',
);

/** One account: read, edit, activate, deactivate (account-changes.ts says by which rules). */
export default guardedRoutes('requireManager', (fastify) => {
  fastify.get(
    '/:id',
    { schema: itemSchema(text('Пользователь'), CurrentUser, 401, 403, 404, 422) },
    async (request) => {
      const row = await fastify.usersRepository.findById(request.params.id);
      if (!row) throw notFound(MESSAGES.userNotFound);
      return toCurrentUser(row);
    },
  );

  accountChanges(fastify, [
    ['PUT', '/:id', 'edit', EDIT],
    ['POST', '/:id/activate', 'activate', text('Активировать пользователя')],
    [
      'POST',
      '/:id/deactivate',
      'deactivate',
      text('Деактивировать (сотрудник становится клиентом)'),
    ],
    ['DELETE', '/:id', 'deactivate', text('Удалить пользователя: на деле деактивация')],
  ]);
});
