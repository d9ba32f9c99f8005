import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import {
  ReferralProgram,
  ReferralProgramBody,
  ReferralProgramsPage,
} from '@storefront/shared/contract/referrals';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['referrals'];

/** /referrals/programs (admins). */
const programs: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Реферальные программы (администраторы)',
        description:
          'Новые первыми. search — часть названия без учёта регистра. total_referrals и ' +
          'total_rewards_paid — по рефералам, пришедшим во время программы.',
        security,
        querystring: MarketingListQuery,
        response: { 200: ReferralProgramsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const found = await fastify.referralsRepository.programs(request.query.search, p);
      return { programs: found.programs, ...pagedAnswer(found.total, p) };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Создать реферальную программу (администраторы)',
        description:
          'Программа создаётся активной. Название обрезается по краям и обязательно; ' +
          'reward_amount — рубли, не меньше 0 (по умолчанию 100).',
        security,
        body: ReferralProgramBody,
        response: { 201: ReferralProgram, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const manage = fastify.referrals;
      const program = await manage.createProgram(currentUser(request), request.body, request.ip);
      return reply.code(201).send(program);
    },
  );
};

export default programs;
