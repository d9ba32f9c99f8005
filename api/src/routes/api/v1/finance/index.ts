import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Balance, LedgerPage, MyLedgerQuery } from '@storefront/shared/contract/finance';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['finance'];

/** /finance: the caller's own balance and ledger (shop-spec 1.3); any signed-in user. */
const finance: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/balance',
    {
      schema: {
        tags,
        summary: 'Мой баланс',
        description: 'balance — строка с двумя знаками ("1500.00"); "0.00", если денег не было.',
        security,
        response: { 200: Balance, ...errorResponses(401) },
      },
    },
    async (request) => fastify.finance.balance(currentUser(request)),
  );

  fastify.get(
    '/ledger',
    {
      schema: {
        tags,
        summary: 'Мой журнал финансов',
        description: 'Новые первыми. amount со знаком, balance_after — строки с двумя знаками.',
        security,
        querystring: MyLedgerQuery,
        response: { 200: LedgerPage, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { entries, total } = await fastify.finance.myLedger(currentUser(request), p);
      return { entries, ...pagedAnswer(total, p) };
    },
  );
};

export default finance;
