import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import {
  ReferralProgram,
  ReferralProgramBody,
  ReferralProgramsPage,
} from '@storefront/shared/contract/referrals';
import { listAnswer } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { createSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['referrals'];
const LIST = {
  tags,
  summary: 'Реферальные программы (администраторы)',
  description:
    'Новые первыми. search — часть названия без учёта регистра. total_referrals и ' +
    'total_rewards_paid — по рефералам, пришедшим во время программы.',
};
const CREATE = {
  tags,
  summary: 'Создать реферальную программу (администраторы)',
  description:
    'Программа создаётся активной. Название обрезается по краям и обязательно; ' +
    'reward_amount — рубли, не меньше 0 (по умолчанию 100).',
};

/** /referrals/programs (admins). */
const programs: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    { schema: querySchema(LIST, MarketingListQuery, ReferralProgramsPage, 401, 403, 422) },
    (request) =>
      listAnswer(request.query, (p) =>
        fastify.referralsRepository.programs(request.query.search, p),
      ),
  );

  fastify.post(
    '/',
    { schema: createSchema(CREATE, ReferralProgramBody, ReferralProgram, 401, 403, 422) },
    async (request, reply) => {
      const manage = fastify.referrals;
      const program = await manage.createProgram(currentUser(request), request.body, request.ip);
      return reply.code(201).send(program);
    },
  );
};

export default programs;
