import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CouponStats } from '@storefront/shared/contract/coupons';
import { errorResponses } from '../../../../schemas/openapi.ts';

const stats: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/stats',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags: ['coupons'],
        summary: 'Статистика купонов (администраторы)',
        description:
          'expired_coupons — с valid_until в прошлом при любом статусе; total_orders_affected — ' +
          'разные order_id (использования без заказа — каждое отдельно); most_used_coupon — код ' +
          'с наибольшим числом использований или null.',
        security: [{ OAuth2PasswordBearer: [] }],
        response: { 200: CouponStats, ...errorResponses(401, 403) },
      },
    },
    async () => fastify.couponsRepository.stats(),
  );
};

export default stats;
