import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminPaymentsPage, AdminPaymentsQuery } from '@storefront/shared/contract/finance';
import { listAnswer } from '../../../../lib/paging.ts';
import { querySchema } from '../../../../schemas/route-schema.ts';

const JOURNAL = {
  tags: ['finance'],
  summary: 'Платежи (администраторы)',
  description:
    'Новые первыми. search — часть логина, или точно наш id платежа, или id платежа в ' +
    'платёжной системе; status; provider; date_from/date_to — YYYY-MM-DD включительно, ' +
    'Europe/Moscow.',
};

/**
 * /admin/payments (issue 20): every top-up beside the ledger in 'Журнал финансов', so "I paid
 * and got nothing" is answered from one screen: status, provider, the gateway's id, customer.
 */
const payments: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    { schema: querySchema(JOURNAL, AdminPaymentsQuery, AdminPaymentsPage, 401, 403, 422) },
    (request) => listAnswer(request.query, (p) => fastify.payments.journal(request.query, p)),
  );
};

export default payments;
