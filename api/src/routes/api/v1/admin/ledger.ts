import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLedgerQuery,
  LedgerAdjustBody,
  LedgerEntry,
  LedgerPage,
} from '@storefront/shared/contract/finance';
import { listAnswer } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { createSchema, querySchema } from '../../../../schemas/route-schema.ts';

const tags = ['finance'];
const LIST = {
  tags,
  summary: 'Журнал финансов (администраторы)',
  description: 'Новые первыми. search — часть логина; type — тип записи.',
};
const ADJUST = {
  tags,
  summary: 'Начислить или списать (администраторы)',
  description:
    'amount — строка со знаком, не 0 (минус — списание); reason обязательна. Списание ' +
    'ниже 0 — 400 «Недостаточно средств на балансе»; неизвестный логин — 404.',
};

/** /admin/ledger: everyone's ledger and balance adjustments (admins only). */
const ledger: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    { schema: querySchema(LIST, AdminLedgerQuery, LedgerPage, 401, 403, 422) },
    (request) => listAnswer(request.query, (p) => fastify.finance.ledger(request.query, p)),
  );

  fastify.post(
    '/adjust',
    { schema: createSchema(ADJUST, LedgerAdjustBody, LedgerEntry, 400, 401, 403, 404, 422) },
    async (request, reply) => {
      const entry = await fastify.finance.adjust(currentUser(request), request.body, request.ip);
      return reply.code(201).send(entry);
    },
  );
};

export default ledger;
