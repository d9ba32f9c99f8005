import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import {
  ReferralProgram,
  ReferralProgramBody,
  ReferralProgramsPage,
} from '@storefront/shared/contract/referrals';
import { createSchema, querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { createRoute } from '../create-route.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('referrals');
const LIST = text(
  'Реферальные программы (администраторы)',
  'Новые первыми. search — часть названия без учёта регистра. total_referrals и ' +
    'total_rewards_paid — по рефералам, пришедшим во время программы.',
);
const CREATE = text(
  'Создать реферальную программу (администраторы)',
  'Программа создаётся активной. Название обрезается по краям и обязательно; ' +
    'reward_amount — рубли, не меньше 0 (по умолчанию 100).',
);

/** /referrals/programs (admins). */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(LIST, MarketingListQuery, ReferralProgramsPage, 401, 403, 422) },
    (query, p) => fastify.referralsRepository.programs(query.search, p),
  );

  createRoute(
    fastify,
    '/',
    { schema: createSchema(CREATE, ReferralProgramBody, ReferralProgram, 401, 403, 422) },
    (viewer, body, ip) => fastify.referrals.createProgram(viewer, body, ip),
  );
});
