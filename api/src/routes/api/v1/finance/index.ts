import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Balance, LedgerPage, MyLedgerQuery } from '@storefront/shared/contract/finance';
import { listAnswer } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { querySchema, tokenSchema } from '../../../../schemas/route-schema.ts';

const tags = ['finance'];
const BALANCE = {
  tags,
  summary: 'Мой баланс',
  description: 'balance — строка с двумя знаками ("1500.00"); "0.00", если денег не было.',
};
const LEDGER = {
  tags,
  summary: 'Мой журнал финансов',
  description: 'Новые первыми. amount со знаком, balance_after — строки с двумя знаками.',
};

/** /finance: the caller's own balance and ledger (shop-spec 1.3); any signed-in user. */
const finance: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/balance',
    { schema: tokenSchema(BALANCE, {}, { 200: Balance }, 401) },
    async (request) => fastify.finance.balance(currentUser(request)),
  );

  fastify.get(
    '/ledger',
    { schema: querySchema(LEDGER, MyLedgerQuery, LedgerPage, 401, 422) },
    (request) =>
      listAnswer(request.query, (p) => fastify.finance.myLedger(currentUser(request), p)),
  );
};

export default finance;
