import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/common.ts';
import { Payment, PaymentBody, PaymentParams } from '../../../../schemas/finance.ts';

const tags = ['finance'];
const OWNER = 'Только свой платёж: чужой — 404.';

/**
 * /payments: top-ups (shop-spec 1.3). Any signed-in user creates and reads their own; the test
 * provider's page confirms or cancels through /confirm and /cancel.
 */
const ownPayments: FastifyPluginAsyncTypebox = async (fastify) => {
  const payments = fastify.payments;
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Пополнить баланс: создать платёж',
        description:
          'amount — строка, от 100 до 100 000 ₽ (иначе 422 «Минимальная сумма пополнения — ' +
          '100 ₽» / «Максимальная сумма пополнения — 100 000 ₽»). Ответ 201: платёж pending и ' +
          'confirmation_url, куда отправить браузер (/pay/{id} у тестового провайдера).',
        security,
        body: PaymentBody,
        response: { 201: Payment, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const payment = await payments.create(user, request.body.amount, request.ip);
      return reply.code(201).send(payment);
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Платёж',
        description: OWNER,
        security,
        params: PaymentParams,
        response: { 200: Payment, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => payments.get(currentUser(request), request.params.id),
  );

  const settleRoute = (path: string, outcome: 'succeeded' | 'canceled', summary: string) =>
    fastify.post(
      path,
      {
        schema: {
          tags,
          summary,
          description:
            `${OWNER} Только тестовый провайдер. Зачисление на баланс — ровно один раз; ` +
            'повтор того же действия отвечает платёж без изменений, противоположное — 409.',
          security,
          params: PaymentParams,
          response: { 200: Payment, ...errorResponses(401, 404, 409, 422) },
        },
      },
      async (request) =>
        payments.settleByOwner(currentUser(request), request.params.id, outcome, request.ip),
    );
  settleRoute('/:id/confirm', 'succeeded', 'Оплатить (тестовый провайдер)');
  settleRoute('/:id/cancel', 'canceled', 'Отменить платёж (тестовый провайдер)');
};

export default ownPayments;
