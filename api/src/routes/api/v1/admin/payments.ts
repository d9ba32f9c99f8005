import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPaymentsPage, AdminPaymentsQuery } from '@storefront/shared/contract/finance';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

/**
 * /admin/payments (issue 20): every top-up beside the ledger in 'Журнал финансов', so "I paid
 * and got nothing" is answered from one screen: status, provider, the gateway's id, customer.
 */
const payments: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags: ['finance'],
        summary: 'Платежи (администраторы)',
        description:
          'Новые первыми. search — часть логина, или точно наш id платежа, или id платежа в ' +
          'платёжной системе; status; provider; date_from/date_to — YYYY-MM-DD включительно, ' +
          'Europe/Moscow.',
        security,
        querystring: AdminPaymentsQuery,
        response: { 200: AdminPaymentsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { payments: rows, total } = await fastify.payments.journal(request.query, p);
      return { payments: rows, ...pagedAnswer(total, p) };
    },
  );
};

export default payments;
