import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateUserBody } from '@storefront/shared/contract/admin-users';
import { IdParams } from '@storefront/shared/contract/paging';
import { CurrentUser } from '@storefront/shared/contract/users';
import { MAX_PAGE_SIZE } from '@storefront/shared/limits';
import { Type } from 'typebox';
import { toCurrentUser } from '../../../../lib/current-user.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';
import { updateSchema } from '../../../../schemas/route-schema.ts';
import { CHANGE_ERRORS, changeResponses } from '../admin/users/user.ts';

const tags = ['auth'];

/**
 * The older calls of spec 7 (GET/PUT/DELETE /auth/users...). Same guard, rules and log as
 * /admin/users; GET answers the first 100 users in the admin lists' order.
 */
const legacyUsers: FastifyPluginAsyncTypebox = async (fastify) => {
  const manage = fastify.users;
  fastify.addHook('onRequest', fastify.requireManager);

  fastify.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Пользователи (старый вызов): первые 100 в порядке логинов',
        security,
        response: { 200: Type.Array(CurrentUser), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const page = await fastify.usersRepository.page({}, { page: 1, size: MAX_PAGE_SIZE });
      return page.users;
    },
  );

  const edit = { tags, summary: 'Изменить пользователя (старый вызов, = PUT /admin/users/{id})' };
  fastify.put(
    '/users/:id',
    { schema: updateSchema(edit, UpdateUserBody, CurrentUser, ...CHANGE_ERRORS) },
    async (request) =>
      toCurrentUser(
        await manage.update(currentUser(request), request.params.id, request.body, request.ip),
      ),
  );

  fastify.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Деактивировать пользователя (старый вызов, = DELETE /admin/users/{id})',
        security,
        params: IdParams,
        response: changeResponses,
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      return toCurrentUser(await manage.setActive(viewer, request.params.id, false, request.ip));
    },
  );
};

export default legacyUsers;
