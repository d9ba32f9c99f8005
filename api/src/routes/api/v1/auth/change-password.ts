import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangePasswordBody, ChangePasswordResponse } from '@storefront/shared/contract/auth';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { localize } from '../../../../i18n/reply-language.ts';
import { HttpError, unauthorized } from '../../../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../../../lib/passwords.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';

const CHANGE = taggedTexts('auth')(
  'Смена пароля',
  'Все выданные ранее токены сразу перестают действовать; ответ содержит новый токен ' +
    'для текущей сессии.',
);

const changePassword: FastifyPluginAsyncTypebox = async (fastify) => {
  const { usersRepository: users, activitiesRepository: activities } = fastify;

  fastify.post(
    '/change-password',
    {
      schema: tokenSchema(
        CHANGE,
        { body: ChangePasswordBody },
        { 200: ChangePasswordResponse },
        400,
        401,
        422,
        429,
        503,
      ),
      onRequest: fastify.authenticate,
      // Counted before the password is checked: a stolen token guesses at most a few a window.
      preHandler: fastify.passwordChangeRateLimit,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const target = { resourceType: 'user', resourceId: String(user.id), ipAddress: request.ip };
      if (!(await verifyPassword(user.passwordHash, request.body.current_password))) {
        await activities.record({ userId: user.id, action: 'password_change_failed', ...target });
        throw new HttpError(400, MESSAGES.wrongCurrentPassword);
      }
      const passwordHash = await hashPassword(request.body.new_password);
      const updated = await fastify.db.transaction(async (tx) => {
        const row = await users.setPassword(user.id, passwordHash, tx);
        await activities.record({ userId: user.id, action: 'password_change', ...target }, tx);
        return row;
      });
      if (!updated) throw unauthorized();
      // The old tokens fail on every replica before this answer arrives (user-cache.ts).
      await fastify.userCache.announced(user.id);
      return {
        detail: localize(request, reply, MESSAGES.passwordChanged),
        access_token: fastify.issueAccessToken(updated),
        token_type: 'bearer' as const,
      };
    },
  );
};

export default changePassword;
