import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CouponUsagesPage, MyCouponUsages } from '@storefront/shared/contract/coupons';
import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { MY_USAGES_MAX } from '../../../../plugins/app/coupons/coupon-usages-repository.ts';
import { querySchema, taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('coupons');
const EVERYONE = text(
  'Использования купонов (администраторы)',
  'Новые первыми. search — часть логина без учёта регистра или, если это целое число, ' +
    'ещё и id купона.',
);
const MINE = text('Мои использования купонов', `Новые первыми, не более ${MY_USAGES_MAX}.`);

/** /coupons/usage: everyone's usages for the dashboard, and the caller's own. */
const usage: FastifyPluginAsyncTypebox = async (fastify) => {
  const repo = fastify.couponUsagesRepository;

  listRoute(
    fastify,
    '/',
    {
      onRequest: fastify.requireAdmin,
      schema: querySchema(EVERYONE, MarketingListQuery, CouponUsagesPage, 401, 403, 422),
    },
    (query, p) => repo.page(query.search, p),
  );

  fastify.get(
    '/my',
    {
      onRequest: fastify.authenticate,
      schema: tokenSchema(MINE, {}, { 200: MyCouponUsages }, 401),
    },
    async (request) => repo.mine(currentUser(request).id),
  );
};

export default usage;
