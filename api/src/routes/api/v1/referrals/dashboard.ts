import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import {
  ReferralCodesPage,
  ReferralListQuery,
  ReferralStats,
  ReferralsPage,
} from '@storefront/shared/contract/referrals';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['referrals'];

/** /referrals/codes, /referrals/referrals, /referrals/stats (admins). */
const dashboard: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/codes',
    {
      schema: {
        tags,
        summary: 'Реферальные коды (администраторы)',
        description: 'Новые первыми. search — часть кода или логина владельца без учёта регистра.',
        security,
        querystring: MarketingListQuery,
        response: { 200: ReferralCodesPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { codes, total } = await fastify.referralCodesRepository.page(request.query.search, p);
      return { codes, ...pagedAnswer(total, p) };
    },
  );

  fastify.get(
    '/referrals',
    {
      schema: {
        tags,
        summary: 'Рефералы (администраторы)',
        description:
          'Новые первыми. search — часть логина пригласившего или приглашённого без учёта ' +
          'регистра (e-mail у пользователей пока нет: referee_email всегда null); status — фильтр.',
        security,
        querystring: ReferralListQuery,
        response: { 200: ReferralsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { search, status } = request.query;
      const found = await fastify.referralsRepository.referrals({ search, status }, p);
      return { referrals: found.referrals, ...pagedAnswer(found.total, p) };
    },
  );

  fastify.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Статистика рефералов (администраторы)',
        description:
          'conversion_rate — доля рефералов со статусом active, в процентах (0–100, один знак); ' +
          'top_referrer — логин пригласившего больше всех или null.',
        security,
        response: { 200: ReferralStats, ...errorResponses(401, 403) },
      },
    },
    async () => fastify.referralsRepository.stats(),
  );
};

export default dashboard;
