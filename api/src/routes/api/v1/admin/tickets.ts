import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminTicketsPage, AdminTicketsQuery } from '@storefront/shared/contract/tickets';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

/** /admin/tickets: every customer's tickets (shop-spec 2.2), admins only. */
const adminTickets: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags: ['tickets'],
        summary: 'Все тикеты (администраторы)',
        description:
          'Открытые (без ответа) первыми, затем по последнему сообщению, новые первыми. search — ' +
          'номер (целое число — точно) или часть темы или логина; status — фильтр. open_count — ' +
          'все открытые, без учёта фильтров (счётчик пункта меню «Тикеты»).',
        security,
        querystring: AdminTicketsQuery,
        response: { 200: AdminTicketsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { tickets, total, open_count } = await fastify.tickets.everyone(request.query, p);
      return { tickets, ...pagedAnswer(total, p), open_count };
    },
  );
};

export default adminTickets;
