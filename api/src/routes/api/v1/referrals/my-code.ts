import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyReferralCode, ReferralCode } from '@storefront/shared/contract/referrals';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { notFound } from '../../../../lib/http-errors.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { tokenSchema } from '../../../../schemas/route-schema.ts';

const tags = ['referrals'];
const MINE = {
  tags,
  summary: 'Мой реферальный код',
  description: '404, пока код не создан (POST на этот же адрес).',
};
const ENSURE = {
  tags,
  summary: 'Получить свой реферальный код',
  description:
    'Один код на пользователя: 201 с новым кодом или 200 с уже выданным; reward_amount — ' +
    'награда программы, к которой присоединится регистрация сейчас (null — программы нет).',
};

/** /referrals/my-code: the signed-in user's own code (any role). */
const myCode: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

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
};

export default myCode;
