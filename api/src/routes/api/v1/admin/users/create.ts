import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreateUserBody } from '@storefront/shared/contract/admin-users';
import { CurrentUser } from '@storefront/shared/contract/users';
import { toCurrentUser } from '../../../../../lib/current-user.ts';
import { currentUser } from '../../../../../plugins/app/auth.ts';
import { errorResponses } from '../../../../../schemas/openapi.ts';

/** POST /admin/users: the users and staff 'Создать' dialogs. */
const create: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Создать пользователя',
        description:
          'Нужно право создавать пользователей и право назначить выбранную роль (spec 6). ' +
          'Логин без учёта регистра уникален: 400 {"detail": "Username already taken"}.',
        security: [{ OAuth2PasswordBearer: [] }],
        body: CreateUserBody,
        response: { 201: CurrentUser, ...errorResponses(400, 401, 403, 422) },
      },
      onRequest: fastify.requireManager,
    },
    async (request, reply) => {
      const row = await fastify.users.create(currentUser(request), request.body, request.ip);
      return reply.code(201).send(toCurrentUser(row));
    },
  );
};

export default create;
