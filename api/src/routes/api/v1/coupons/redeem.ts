import {
  ApplyCouponBody,
  CouponCheck,
  CouponUsage,
  ValidateCouponBody,
} from '@storefront/shared/contract/coupons';
import { localize } from '../../../../i18n/reply-language.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { createSchema, taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { createRoute } from '../create-route.ts';
import { guardedRoutes } from '../guarded-routes.ts';

const text = taggedTexts('coupons');
const REASONS =
  'Причины отказа по порядку проверки: unknown, inactive, expired, not_yet_valid, ' +
  'under_minimum, limit_reached, user_limit_reached. Процентная скидка ограничена ' +
  'maximum_discount_amount, фиксированная — суммой заказа; всё с точностью до копейки.';
const VALIDATE = text(
  'Проверить купон для суммы заказа',
  `Всегда 200: скидка и сумма к оплате, или reason и detail. ${REASONS}`,
);
const APPLY = text(
  'Записать использование купона для заказа (администраторы)',
  'Только администраторы: покупатели применяют купон при покупке (POST /orders). ' +
    'Записывает использование (201) для существующего заказа order_id (иначе 422). ' +
    'Лимиты соблюдаются атомарно в базе данных. Купон, который не применяется, — 400 с ' +
    `detail проверки. ${REASONS}`,
);

/**
 * Checking a code: any signed-in customer. Applying one outside a purchase (issue 14): admins
 * only, against a real order — customers' usages are written by their purchases (POST /orders).
 */
export default guardedRoutes('authenticate', (fastify) => {
  const redemption = fastify.couponRedemption;

  // Answers tell a real code from a wrong one: guessing is limited per user and per address.
  fastify.addHook('preHandler', fastify.couponCheckRateLimit);

  fastify.post(
    '/validate',
    {
      schema: tokenSchema(
        VALIDATE,
        { body: ValidateCouponBody },
        { 200: CouponCheck },
        401,
        422,
        429,
        503,
      ),
    },
    async (request, reply) => {
      const { detail, ...check } = await redemption.validate(currentUser(request), request.body);
      return detail ? { ...check, detail: localize(request, reply, detail) } : check;
    },
  );

  createRoute(
    fastify,
    '/apply',
    {
      schema: createSchema(APPLY, ApplyCouponBody, CouponUsage, 400, 401, 403, 409, 422, 429, 503),
      onRequest: fastify.requireAdmin,
    },
    (viewer, body, ip) => redemption.apply(viewer, body, ip),
  );
});
