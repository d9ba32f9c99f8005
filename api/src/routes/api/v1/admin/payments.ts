import { AdminPaymentsPage, AdminPaymentsQuery } from '@storefront/shared/contract/finance';
import { querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const JOURNAL = taggedTexts('finance')(
  'Платежи (администраторы)',
  'Новые первыми. search — часть логина, или точно наш id платежа, или id платежа в ' +
    'платёжной системе; status; provider; date_from/date_to — YYYY-MM-DD включительно, ' +
    'Europe/Moscow.',
);

/**
 * /admin/payments (issue 20): every top-up beside the ledger in 'Журнал финансов', so "I paid
 * and got nothing" is answered from one screen: status, provider, the gateway's id, customer.
 */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(JOURNAL, AdminPaymentsQuery, AdminPaymentsPage, 401, 403, 422) },
    (query, p) => fastify.payments.journal(query, p),
  );
});
