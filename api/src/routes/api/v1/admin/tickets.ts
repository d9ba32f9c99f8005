import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminTicketsPage, AdminTicketsQuery } from '@storefront/shared/contract/tickets';
import { listAnswer } from '../../../../lib/paging.ts';
import { querySchema } from '../../../../schemas/route-schema.ts';

const LIST = {
  tags: ['tickets'],
  summary: 'Все тикеты (администраторы)',
  description:
    'Открытые (без ответа) первыми, затем по последнему сообщению, новые первыми. search — ' +
    'номер (целое число — точно) или часть темы или логина; status — фильтр. open_count — ' +
    'все открытые, без учёта фильтров (счётчик пункта меню «Тикеты»).',
};

/** /admin/tickets: every customer's tickets (shop-spec 2.2), admins only. */
const adminTickets: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    { schema: querySchema(LIST, AdminTicketsQuery, AdminTicketsPage, 401, 403, 422) },
    (request) => listAnswer(request.query, (p) => fastify.tickets.everyone(request.query, p)),
  );
};

export default adminTickets;
