import { UpdateMeBody } from '@storefront/shared/contract/auth';
import { CurrentUser } from '@storefront/shared/contract/users';
import { Type } from 'typebox';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { toCurrentUser } from '../../../../lib/current-user.ts';
import { HttpError, invalidField } from '../../../../lib/http-errors.ts';
import { canonicalTimeZone } from '../../../../lib/time-zones.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import type { ProfileChanges } from '../../../../plugins/app/users/users-repository.ts';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';

const text = taggedTexts('auth');
const ME = text('Текущий пользователь');
const PROFILE = text('Настройки профиля: часовой пояс (IANA) и язык');
const LEAVE = text('Деактивировать свою учётную запись (вход и токены перестают работать сразу)');

export default guardedRoutes('authenticate', (fastify) => {
  const { usersRepository: users, activitiesRepository: activities } = fastify;

  fastify.get('/me', { schema: tokenSchema(ME, {}, { 200: CurrentUser }, 401) }, async (request) =>
    toCurrentUser(currentUser(request)),
  );

  fastify.put(
    '/me',
    { schema: tokenSchema(PROFILE, { body: UpdateMeBody }, { 200: CurrentUser }, 401, 422) },
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
    { schema: tokenSchema(LEAVE, {}, { 204: Type.Null() }, 400, 401) },
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
});
