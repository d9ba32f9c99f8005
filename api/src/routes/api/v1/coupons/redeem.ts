import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplyCouponBody,
  CouponCheck,
  CouponUsage,
  ValidateCouponBody,
} from '@storefront/shared/contract/coupons';
import { localize } from '../../../../i18n/reply-language.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['coupons'];
const REASONS =
  'Причины отказа по порядку проверки: unknown, inactive, expired, not_yet_valid, ' +
  'under_minimum, limit_reached, user_limit_reached. Процентная скидка ограничена ' +
  'maximum_discount_amount, фиксированная — суммой заказа; всё с точностью до копейки.';

/**
 * Checking a code: any signed-in customer. Applying one outside a purchase (issue 14): admins
 * only, against a real order — customers' usages are written by their purchases (POST /orders).
 */
const redeem: FastifyPluginAsyncTypebox = async (fastify) => {
  const redemption = fastify.couponRedemption;
  fastify.addHook('onRequest', fastify.authenticate);
  // Answers tell a real code from a wrong one: guessing is limited per user and per address.
  fastify.addHook('preHandler', fastify.couponCheckRateLimit);

  fastify.post(
    '/validate',
    {
      schema: {
        tags,
        summary: 'Проверить купон для суммы заказа',
        description: `Всегда 200: скидка и сумма к оплате, или reason и detail. ${REASONS}`,
        security,
        body: ValidateCouponBody,
        response: { 200: CouponCheck, ...errorResponses(401, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { detail, ...check } = await redemption.validate(currentUser(request), request.body);
      return detail ? { ...check, detail: localize(request, reply, detail) } : check;
    },
  );

  fastify.post(
    '/apply',
    {
      schema: {
        tags,
        summary: 'Записать использование купона для заказа (администраторы)',
        description:
          'Только администраторы: покупатели применяют купон при покупке (POST /orders). ' +
          'Записывает использование (201) для существующего заказа order_id (иначе 422). ' +
          'Лимиты соблюдаются атомарно в базе данных. Купон, который не применяется, — 400 с ' +
          `detail проверки. ${REASONS}`,
        security,
        body: ApplyCouponBody,
        response: { 201: CouponUsage, ...errorResponses(400, 401, 403, 409, 422, 429, 503) },
      },
      onRequest: fastify.requireAdmin,
    },
    async (request, reply) => {
      const usage = await redemption.apply(currentUser(request), request.body, request.ip);
      return reply.code(201).send(usage);
    },
  );
};

export default redeem;
