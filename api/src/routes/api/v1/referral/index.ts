import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@storefront/shared/contract/paging';
import { ReferralCode, ReferralCodeToggleBody } from '@storefront/shared/contract/referrals';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';

const TOGGLE = taggedTexts('referrals')(
  'Включить или выключить реферальный код (администраторы)',
  'is_active — новое состояние (экран шлёт противоположное текущему); без него ' +
    'состояние меняется на противоположное. Выключенный код не даёт новых рефералов.',
);

/** /referral (singular, as spec 7's client calls it): the code toggle of the dashboard. */
const referral: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.patch(
    '/codes/:id/toggle',
    {
      onRequest: fastify.requireAdmin,
      schema: tokenSchema(
        TOGGLE,
        { params: IdParams, body: ReferralCodeToggleBody },
        { 200: ReferralCode },
        401,
        403,
        404,
        422,
      ),
    },
    async (request) => {
      const viewer = currentUser(request);
      const { id } = request.params;
      const isActive = request.body?.is_active;
      return fastify.referrals.toggleCode(viewer, id, isActive, request.ip);
    },
  );
};

export default referral;
