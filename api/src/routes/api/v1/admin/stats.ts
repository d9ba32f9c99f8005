import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalesQuery, SalesReport } from '@storefront/shared/contract/sales';
import { AdminStats } from '@storefront/shared/contract/statistics';
import { querySchema, taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';

const text = taggedTexts('admin');
const STATS = text('Статистика: пользователи, события и задачи');
const SALES = text(
  'Продажи за период (администраторы)',
  'period — today, 7d, 30d, month (текущий месяц по сегодня) или date_from и date_to ' +
    '(включительно, не длиннее 731 дня) в часовом поясе магазина; без них — 7 дней. Заказ ' +
    'учитывается в день оформления; выручка — суммы заказов периода за вычетом возвратов по ' +
    'отменённым из них. Рядом — те же цифры за столько же дней до периода.',
);

/**
 * The statistics page's calls (admins only): GET /admin/stats, the seed's counters in one call
 * (it shows the event log); GET /admin/sales, the owner's sales figures (issue 23), read from
 * the kept sales days.
 */
const stats: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/stats',
    {
      schema: tokenSchema(STATS, {}, { 200: AdminStats }, 401, 403),
      onRequest: fastify.requireAdmin,
    },
    async () => {
      const { statistics } = fastify;
      const [users, activities, tasks] = await Promise.all([
        statistics.users(),
        statistics.activities(),
        statistics.tasks(),
      ]);
      return { users, activities, tasks };
    },
  );

  fastify.get(
    '/sales',
    {
      schema: querySchema(SALES, SalesQuery, SalesReport, 401, 403, 422),
      onRequest: fastify.requireAdmin,
    },
    (request) => fastify.sales.report(request.query),
  );
};

export default stats;
