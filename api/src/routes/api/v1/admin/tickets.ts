import { AdminTicketsPage, AdminTicketsQuery } from '@storefront/shared/contract/tickets';
import { querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const LIST = taggedTexts('tickets')(
  'Все тикеты (администраторы)',
  'Открытые (без ответа) первыми, затем по последнему сообщению, новые первыми. search — ' +
    'номер (целое число — точно) или часть темы или логина; status — фильтр. open_count — ' +
    'все открытые, без учёта фильтров (счётчик пункта меню «Тикеты»).',
);

/** /admin/tickets: every customer's tickets (shop-spec 2.2), admins only. */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(LIST, AdminTicketsQuery, AdminTicketsPage, 401, 403, 422) },
    (query, p) => fastify.tickets.everyone(query, p),
  );
});
