import {
  AdminLedgerQuery,
  LedgerAdjustBody,
  LedgerEntry,
  LedgerPage,
} from '@storefront/shared/contract/finance';
import { createSchema, querySchema, taggedTexts } from '../../../../schemas/route-schema.ts';
import { createRoute } from '../create-route.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('finance');
const LIST = text(
  'Журнал финансов (администраторы)',
  'Новые первыми. search — часть логина; type — тип записи.',
);
const ADJUST = text(
  'Начислить или списать (администраторы)',
  'amount — строка со знаком, не 0 (минус — списание); reason обязательна. Списание ' +
    'ниже 0 — 400 «Недостаточно средств на балансе»; неизвестный логин — 404.',
);

/** /admin/ledger: everyone's ledger and balance adjustments (admins only). */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(LIST, AdminLedgerQuery, LedgerPage, 401, 403, 422) },
    (query, p) => fastify.finance.ledger(query, p),
  );

  createRoute(
    fastify,
    '/adjust',
    { schema: createSchema(ADJUST, LedgerAdjustBody, LedgerEntry, 400, 401, 403, 404, 422) },
    (viewer, body, ip) => fastify.finance.adjust(viewer, body, ip),
  );
});
