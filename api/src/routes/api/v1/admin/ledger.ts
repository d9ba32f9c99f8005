import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminLedgerQuery,
  LedgerAdjustBody,
  LedgerEntry,
  LedgerPage,
} from '@storefront/shared/contract/finance';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['finance'];

/** /admin/ledger: everyone's ledger and balance adjustments (admins only). */
const ledger: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Журнал финансов (администраторы)',
        description: 'Новые первыми. search — часть логина; type — тип записи.',
        security,
        querystring: AdminLedgerQuery,
        response: { 200: LedgerPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const { entries, total } = await fastify.finance.ledger(request.query, p);
      return { entries, ...pagedAnswer(total, p) };
    },
  );

  fastify.post(
    '/adjust',
    {
      schema: {
        tags,
        summary: 'Начислить или списать (администраторы)',
        description:
          'amount — строка со знаком, не 0 (минус — списание); reason обязательна. Списание ' +
          'ниже 0 — 400 «Недостаточно средств на балансе»; неизвестный логин — 404.',
        security,
        body: LedgerAdjustBody,
        response: { 201: LedgerEntry, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const entry = await fastify.finance.adjust(currentUser(request), request.body, request.ip);
      return reply.code(201).send(entry);
    },
  );
};

export default ledger;
