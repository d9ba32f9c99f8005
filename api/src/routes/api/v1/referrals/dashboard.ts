import { MarketingListQuery } from '@storefront/shared/contract/marketing';
import {
  ReferralCodesPage,
  ReferralListQuery,
  ReferralStats,
  ReferralsPage,
} from '@storefront/shared/contract/referrals';
import { querySchema, taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('referrals');
const CODES = text(
  'Реферальные коды (администраторы)',
  'Новые первыми. search — часть кода или логина владельца без учёта регистра.',
);
const REFERRALS = text(
  'Рефералы (администраторы)',
  'Новые первыми. search — часть логина пригласившего или приглашённого без учёта ' +
    'регистра (e-mail у пользователей пока нет: referee_email всегда null); status — фильтр.',
);
const STATS = text(
  'Статистика рефералов (администраторы)',
  'conversion_rate — доля рефералов со статусом active, в процентах (0–100, один знак); ' +
    'top_referrer — логин пригласившего больше всех или null.',
);

/** /referrals/codes, /referrals/referrals, /referrals/stats (admins). */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/codes',
    { schema: querySchema(CODES, MarketingListQuery, ReferralCodesPage, 401, 403, 422) },
    (query, p) => fastify.referralCodesRepository.page(query.search, p),
  );

  listRoute(
    fastify,
    '/referrals',
    { schema: querySchema(REFERRALS, ReferralListQuery, ReferralsPage, 401, 403, 422) },
    ({ search, status }, p) => fastify.referralsRepository.referrals({ search, status }, p),
  );

  fastify.get(
    '/stats',
    { schema: tokenSchema(STATS, {}, { 200: ReferralStats }, 401, 403) },
    async () => fastify.referralsRepository.stats(),
  );
});
