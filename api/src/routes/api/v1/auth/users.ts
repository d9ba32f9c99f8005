import { CurrentUser } from '@storefront/shared/contract/users';
import { MAX_PAGE_SIZE } from '@storefront/shared/limits';
import { Type } from 'typebox';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { accountChanges } from '../admin/users/account-changes.ts';
import { guardedRoutes } from '../guarded-routes.ts';

const text = taggedTexts('auth');
const LIST = text('Пользователи (старый вызов): первые 100 в порядке логинов');

/**
 * The older calls of spec 7 (GET/PUT/DELETE /auth/users...). Same guard, rules and log as
 * /admin/users; GET answers the first 100 users in the admin lists' order.
 */
export default guardedRoutes('requireManager', (fastify) => {
  fastify.get(
    '/users',
    { schema: tokenSchema(LIST, {}, { 200: Type.Array(CurrentUser) }, 401, 403) },
    async () => {
      const page = await fastify.usersRepository.page({}, { page: 1, size: MAX_PAGE_SIZE });
      return page.users;
    },
  );

  accountChanges(fastify, [
    [
      'PUT',
      '/users/:id',
      'edit',
      text('Изменить пользователя (старый вызов, = PUT /admin/users/{id})'),
    ],
    [
      'DELETE',
      '/users/:id',
      'deactivate',
      text('Деактивировать пользователя (старый вызов, = DELETE /admin/users/{id})'),
    ],
  ]);
});
