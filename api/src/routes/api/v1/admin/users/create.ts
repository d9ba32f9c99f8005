import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateUserBody } from '@storefront/shared/contract/admin-users';
import { CurrentUser } from '@storefront/shared/contract/users';
import { toCurrentUser } from '../../../../../lib/current-user.ts';
import { createSchema, taggedTexts } from '../../../../../schemas/route-schema.ts';
import { createRoute } from '../../create-route.ts';

const CREATE = taggedTexts('admin')(
  'Создать пользователя',
  'Нужно право создавать пользователей и право назначить выбранную роль (spec 6). ' +
    'Логин без учёта регистра уникален: 400 {"detail": "Username already taken"}.',
);

/** POST /admin/users: the users and staff 'Создать' dialogs. */
const create: FastifyPluginAsyncTypebox = async (fastify) => {
  createRoute(
    fastify,
    '/',
    {
      schema: createSchema(CREATE, CreateUserBody, CurrentUser, 400, 401, 403, 422),
      onRequest: fastify.requireManager,
    },
    async (viewer, body, ip) => toCurrentUser(await fastify.users.create(viewer, body, ip)),
  );
};

export default create;
