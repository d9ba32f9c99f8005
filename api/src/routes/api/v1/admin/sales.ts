import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalesQuery, SalesReport } from '@storefront/shared/contract/sales';
import { querySchema } from '../../../../schemas/route-schema.ts';

const REPORT = {
  tags: ['admin'],
  summary: 'Продажи за период (администраторы)',
  description:
    'period — today, 7d, 30d, month (текущий месяц по сегодня) или date_from и date_to ' +
    '(включительно, не длиннее 731 дня) в часовом поясе магазина; без них — 7 дней. Заказ ' +
    'учитывается в день оформления; выручка — суммы заказов периода за вычетом возвратов по ' +
    'отменённым из них. Рядом — те же цифры за столько же дней до периода.',
};

/** GET /admin/sales: the owner's dashboard (issue 23), from the kept sales days. */
const sales: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    { schema: querySchema(REPORT, SalesQuery, SalesReport, 401, 403, 422) },
    (request) => fastify.sales.report(request.query),
  );
};

export default sales;
