import { Balance, LedgerPage, MyLedgerQuery } from '@storefront/shared/contract/finance';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { querySchema, taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('finance');
const BALANCE = text(
  'Мой баланс',
  'balance — строка с двумя знаками ("1500.00"); "0.00", если денег не было.',
);
const LEDGER = text(
  'Мой журнал финансов',
  'Новые первыми. amount со знаком, balance_after — строки с двумя знаками.',
);

/** /finance: the caller's own balance and ledger (shop-spec 1.3); any signed-in user. */
export default guardedRoutes('authenticate', (fastify) => {
  fastify.get(
    '/balance',
    { schema: tokenSchema(BALANCE, {}, { 200: Balance }, 401) },
    async (request) => fastify.finance.balance(currentUser(request)),
  );

  listRoute(
    fastify,
    '/ledger',
    { schema: querySchema(LEDGER, MyLedgerQuery, LedgerPage, 401, 422) },
    (_query, p, request) => fastify.finance.myLedger(currentUser(request), p),
  );
});
