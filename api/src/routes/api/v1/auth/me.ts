import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateMeBody } from '@storefront/shared/contract/auth';
import { CurrentUser } from '@storefront/shared/contract/users';
import { Type } from 'typebox';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { toCurrentUser } from '../../../../lib/current-user.ts';
import { HttpError, invalidField } from '../../../../lib/http-errors.ts';
import { canonicalTimeZone } from '../../../../lib/time-zones.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import type { ProfileChanges } from '../../../../plugins/app/users/users-repository.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const me: FastifyPluginAsyncTypebox = async (fastify) => {
  const { usersRepository: users, activitiesRepository: activities } = fastify;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Текущий пользователь',
        security,
        response: { 200: CurrentUser, ...errorResponses(401) },
      },
    },
    async (request) => toCurrentUser(currentUser(request)),
  );

  fastify.put(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Настройки профиля: часовой пояс (IANA) и язык',
        security,
        body: UpdateMeBody,
        response: { 200: CurrentUser, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const changes: ProfileChanges = {};
      if (request.body.timezone !== undefined) {
        const timezone = canonicalTimeZone(request.body.timezone);
        if (!timezone) {
          throw invalidField(['body', 'timezone'], MESSAGES.unknownTimeZone);
        }
        changes.timezone = timezone;
      }
      if (request.body.language !== undefined) changes.language = request.body.language;
      const updated = await fastify.db.transaction(async (tx) => {
        const row = await users.updateProfile(user.id, changes, tx);
        const target = { resourceType: 'user', resourceId: String(user.id) };
        const metadata = { changes };
        await activities.record(
          { userId: user.id, action: 'profile_update', ipAddress: request.ip, ...target, metadata },
          tx,
        );
        return row;
      });
      return toCurrentUser(updated ?? user);
    },
  );

  fastify.delete(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Деактивировать свою учётную запись (вход и токены перестают работать сразу)',
        security,
        response: { 204: Type.Null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Without an active superuser nobody could administer the shop until a restart.
      if (user.isSuperuser && (await users.countActiveSuperusers()) <= 1) {
        throw new HttpError(400, MESSAGES.lastSuperuserDeactivation);
      }
      await fastify.db.transaction(async (tx) => {
        await users.deactivate(user.id, tx);
        const target = { resourceType: 'user', resourceId: String(user.id) };
        await activities.record(
          { userId: user.id, action: 'deactivate_self', ipAddress: request.ip, ...target },
          tx,
        );
      });
      return reply.code(204).send(null);
    },
  );
};

export default me;
