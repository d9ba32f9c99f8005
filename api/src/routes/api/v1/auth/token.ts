import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TokenForm, TokenResponse } from '@storefront/shared/contract/auth';
import { normalizeLogin } from '@storefront/shared/text-safety';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { HttpError, unauthorized } from '../../../../lib/http-errors.ts';
import { verifyDummy, verifyPassword } from '../../../../lib/passwords.ts';
import { publicSchema, taggedTexts } from '../../../../schemas/route-schema.ts';

const FORM = 'application/x-www-form-urlencoded';
const SIGN_IN = taggedTexts('auth')(
  'Вход: форма username/password, ответ — bearer-токен',
  'Неверный логин или пароль, как и отключённая учётная запись: 401 с одним и тем же ' +
    'телом и сопоставимым временем ответа (нельзя узнать, существует ли пользователь).',
);

/** The OAuth2 password grant reads a form; a JSON body is a client bug worth a clear answer. */
async function requireForm(request: FastifyRequest): Promise<void> {
  if (!(request.headers['content-type'] ?? '').toLowerCase().startsWith(FORM)) {
    throw new HttpError(415, MESSAGES.formExpected(FORM));
  }
}

const token: FastifyPluginAsyncTypebox = async (fastify) => {
  const { usersRepository: users, activitiesRepository: activities } = fastify;

  fastify.post(
    '/token',
    {
      schema: publicSchema(
        SIGN_IN,
        { consumes: [FORM], body: TokenForm },
        { 200: TokenResponse },
        401,
        415,
        422,
        429,
      ),
      preValidation: requireForm,
      preHandler: fastify.loginRateLimit,
    },
    async (request) => {
      // Stored logins are NFKC: a login typed in a compatibility form still finds its account.
      const username = normalizeLogin(request.body.username);
      const { password } = request.body;
      const user = await users.findByUsername(username);
      // Unknown users cost one argon2 verification too, so timing does not reveal accounts.
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyDummy(password);
      if (!user || !passwordOk || !user.isActive) {
        const reason = !user ? 'unknown_user' : !passwordOk ? 'wrong_password' : 'inactive';
        const metadata = { username, reason };
        await activities.record({
          userId: user?.id ?? null,
          action: 'login_failed',
          ipAddress: request.ip,
          metadata,
        });
        throw unauthorized(MESSAGES.badCredentials);
      }
      const signedIn = await fastify.db.transaction(async (tx) => {
        const row = await users.recordLogin(user.id, tx);
        const target = { resourceType: 'user', resourceId: String(user.id) };
        await activities.record(
          { userId: user.id, action: 'login', ipAddress: request.ip, ...target },
          tx,
        );
        return row ?? user;
      });
      return { access_token: fastify.issueAccessToken(signedIn), token_type: 'bearer' as const };
    },
  );
};

export default token;
