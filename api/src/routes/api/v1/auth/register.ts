import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegisterBody } from '@storefront/shared/contract/auth';
import { CurrentUser } from '@storefront/shared/contract/users';
import { REGISTRATION_LIMITS } from '@storefront/shared/limits';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { toCurrentUser } from '../../../../lib/current-user.ts';
import { HttpError, invalidField } from '../../../../lib/http-errors.ts';
import { checkedLogin } from '../../../../lib/logins.ts';
import { hashPassword } from '../../../../lib/passwords.ts';
import { isUniqueViolation } from '../../../../lib/pg-errors.ts';
import { publicSchema, taggedTexts } from '../../../../schemas/route-schema.ts';

const REGISTER = taggedTexts('auth')(
  'Регистрация покупателя',
  'Имя без учёта регистра и с точностью до похожих букв уникально: 400 {"detail": ' +
    '"Username already taken"}. Логин приводится к NFKC; невидимые и управляющие ' +
    'символы и смесь алфавитов — 422. ' +
    'referral_code активного кода другого пользователя создаёт реферала (pending); ' +
    'неизвестный или выключенный код регистрации не мешает, но реферала не создаёт. ' +
    'language (ru или en) — язык, на котором посетитель пользовался сайтом: аккаунт его ' +
    'сохраняет; без него language аккаунта null (выбор браузера остаётся).',
);

const taken = () => new HttpError(400, MESSAGES.usernameTaken);

const register: FastifyPluginAsyncTypebox = async (fastify) => {
  const { usersRepository: users, activitiesRepository: activities } = fastify;

  fastify.post(
    '/register',
    {
      schema: publicSchema(REGISTER, { body: RegisterBody }, { 201: CurrentUser }, 400, 422, 429),
      preHandler: fastify.registerRateLimit,
    },
    async (request, reply) => {
      const username = checkedLogin(request.body.username, ['body', 'username']);
      if (username.length < REGISTRATION_LIMITS.usernameMin) {
        const msg = MESSAGES.minLength(REGISTRATION_LIMITS.usernameMin);
        throw invalidField(['body', 'username'], msg, 'string_too_short');
      }
      // The pre-check gives the common case a cheap answer without hashing; the unique index
      // settles races between two registrations of the same name.
      if (await users.isLoginTaken(username)) throw taken();
      const passwordHash = await hashPassword(request.body.password);
      const referralCode = request.body.referral_code?.trim() || null;
      try {
        const user = await fastify.db.transaction(async (tx) => {
          const language = request.body.language ?? null;
          const row = await users.create({ username, passwordHash, referralCode, language }, tx);
          await activities.record(
            {
              userId: row.id,
              action: 'register',
              ipAddress: request.ip,
              resourceType: 'user',
              resourceId: String(row.id),
              metadata: { username, referral_code: referralCode },
            },
            tx,
          );
          // An unknown or inactive code registers the user all the same, without a referral.
          await fastify.referralRegistration.record(tx, row, referralCode, request.ip);
          return row;
        });
        return reply.code(201).send(toCurrentUser(user));
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
    },
  );
};

export default register;
