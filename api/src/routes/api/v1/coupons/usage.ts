import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CouponUsagesPage, MyCouponUsages } from '@storefront/shared/contract/coupons';
import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { MY_USAGES_MAX } from '../../../../plugins/app/coupons/coupon-usages-repository.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['coupons'];

/** /coupons/usage: everyone's usages for the dashboard, and the caller's own. */
const usage: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.couponUsagesRepository;

  fastify.get(
    '/',
    {
      onRequest: fastify.requireAdmin,
      schema: {
        tags,
        summary: 'Использования купонов (администраторы)',
        description:
          'Новые первыми. search — часть логина без учёта регистра или, если это целое число, ' +
          'ещё и id купона.',
        security,
        querystring: MarketingListQuery,
        response: { 200: CouponUsagesPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { usages, total } = await repo.page(request.query.search, p);
      return { usages, ...pagedAnswer(total, p) };
    },
  );

  fastify.get(
    '/my',
    {
      onRequest: fastify.authenticate,
      schema: {
        tags,
        summary: 'Мои использования купонов',
        description: `Новые первыми, не более ${MY_USAGES_MAX}.`,
        security,
        response: { 200: MyCouponUsages, ...errorResponses(401) },
      },
    },
    async (request) => repo.mine(currentUser(request).id),
  );
};

export default usage;
