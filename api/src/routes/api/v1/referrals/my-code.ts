import { MyReferralCode, ReferralCode } from '@storefront/shared/contract/referrals';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { notFound } from '../../../../lib/http-errors.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';

const text = taggedTexts('referrals');
const MINE = text('Мой реферальный код', '404, пока код не создан (POST на этот же адрес).');
const ENSURE = text(
  'Получить свой реферальный код',
  'Один код на пользователя: 201 с новым кодом или 200 с уже выданным; reward_amount — ' +
    'награда программы, к которой присоединится регистрация сейчас (null — программы нет).',
);

/** /referrals/my-code: the signed-in user's own code (any role). */
export default guardedRoutes('authenticate', (fastify) => {
  fastify.get(
    '/',
    { schema: tokenSchema(MINE, {}, { 200: ReferralCode }, 401, 404) },
    async (request) => {
      const code = await fastify.referralCodesRepository.findByUser(currentUser(request).id);
      if (!code) throw notFound(MESSAGES.referralCodeNotCreated);
      return code;
    },
  );

  fastify.post(
    '/',
    { schema: tokenSchema(ENSURE, {}, { 200: MyReferralCode, 201: MyReferralCode }, 401) },
    async (request, reply) => {
      const manage = fastify.referrals;
      const { code, created } = await manage.ensureCode(currentUser(request), request.ip);
      const reward_amount = await fastify.referralsRepository.currentReward();
      return reply.code(created ? 201 : 200).send({ ...code, reward_amount });
    },
  );
});
