import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateUserBody } from '@storefront/shared/contract/admin-users';
import { IdParams } from '@storefront/shared/contract/paging';
import { CurrentUser } from '@storefront/shared/contract/users';
import { MESSAGES } from '../../../../../i18n/messages.ts';
import { toCurrentUser } from '../../../../../lib/current-user.ts';
import { notFound } from '../../../../../lib/http-errors.ts';
import { currentUser } from '../../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../../schemas/openapi.ts';
import { updateSchema } from '../../../../../schemas/route-schema.ts';

const tags = ['admin'];
/** The errors of every change of an account. */
export const CHANGE_ERRORS = [400, 401, 403, 404, 422] as const;
export const changeResponses = { 200: CurrentUser, ...errorResponses(...CHANGE_ERRORS) };
const EDIT = {
  tags,
  summary: 'Изменить пользователя (роль, активность, суперпользователь, профиль)',
  description:
    'Роль не администратора снимает флаг суперпользователя; деактивация сотрудника ' +
    'делает его клиентом. Назначить суперпользователя может только суперпользователь.',
};

/**
 * One account: read, edit, activate, deactivate. Changes follow spec 6 (manage only lower
 * non-superusers, never one's own row) and spec 4 (deactivation demotes staff to customer);
 * a change of role, superuser flag or active state signs the user out everywhere.
 */
const user: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.users;
  fastify.addHook('onRequest', fastify.requireManager);

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Пользователь',
        security,
        params: IdParams,
        response: { 200: CurrentUser, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const row = await fastify.usersRepository.findById(request.params.id);
      if (!row) throw notFound(MESSAGES.userNotFound);
      return toCurrentUser(row);
    },
  );

  fastify.put(
    '/:id',
    { schema: updateSchema(EDIT, UpdateUserBody, CurrentUser, ...CHANGE_ERRORS) },
    async (request) =>
      toCurrentUser(
        await manage.update(currentUser(request), request.params.id, request.body, request.ip),
      ),
  );

  const activation = [
    ['POST', '/:id/activate', true, 'Активировать пользователя'],
    ['POST', '/:id/deactivate', false, 'Деактивировать (сотрудник становится клиентом)'],
    ['DELETE', '/:id', false, 'Удалить пользователя: на деле деактивация'],
  ] as const;
  for (const [method, url, isActive, summary] of activation) {
    fastify.route({
      method,
      url,
      schema: { tags, summary, security, params: IdParams, response: changeResponses },
      handler: async (request) => {
        const viewer = currentUser(request);
        const row = await manage.setActive(viewer, request.params.id, isActive, request.ip);
        return toCurrentUser(row);
      },
    });
  }
};

export default user;
