import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CouponStats } from '@storefront/shared/contract/coupons';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';

const STATS = taggedTexts('coupons')(
  'Статистика купонов (администраторы)',
  'expired_coupons — с valid_until в прошлом при любом статусе; total_orders_affected — ' +
    'разные order_id (использования без заказа — каждое отдельно); most_used_coupon — код ' +
    'с наибольшим числом использований или null.',
);

const stats: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/stats',
    {
      onRequest: fastify.requireAdmin,
      schema: tokenSchema(STATS, {}, { 200: CouponStats }, 401, 403),
    },
    async () => fastify.couponsRepository.stats(),
  );
};

export default stats;
