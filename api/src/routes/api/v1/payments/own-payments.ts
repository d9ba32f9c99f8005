import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MyPaymentsQuery,
  Payment,
  PaymentBody,
  PaymentParams,
  PaymentsPage,
} from '@storefront/shared/contract/finance';
import { pagedAnswer, paging } from '../../../../lib/paging.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['finance'];

/**
 * /payments: top-ups (shop-spec 1.3, issue 20). A buyer (not an admin) creates them; every
 * signed-in user reads their own.
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
          'confirmation_url, куда отправить браузер (/pay/{id} у тестового провайдера, страница ' +
          'ЮKassa у yookassa). 403 — администратору; 429 — больше PAYMENT_PENDING_LIMIT_PER_USER ' +
          'неоплаченных платежей или слишком частые попытки; 503 — платёжная система не ответила ' +
          '(платёж остаётся pending без адреса, его создание завершит периодическая проверка); ' +
          '502 — платёжная система отклонила платёж (он отменён).',
        security,
        body: PaymentBody,
        response: { 201: Payment, ...errorResponses(401, 403, 422, 429, 502, 503) },
      },
      preHandler: fastify.paymentCreateRateLimit,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const payment = await payments.create(user, request.body.amount, request.ip);
      return reply.code(201).send(payment);
    },
  );

  fastify.get(
    '/my',
    {
      schema: {
        tags,
        summary: 'Мои платежи',
        description:
          'Свои пополнения, новые первыми; status — фильтр. Неоплаченный платёж можно продолжить ' +
          '(confirmation_url; пустая строка — платёжная система ещё не ответила) или отменить. ' +
          'Только покупатели: администратору — 403.',
        security,
        querystring: MyPaymentsQuery,
        response: { 200: PaymentsPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const p = paging(request.query);
      const page = await payments.mine(currentUser(request), request.query, p);
      return { payments: page.payments, ...pagedAnswer(page.total, p) };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Платёж',
        description:
          'Только свой платёж: чужой — 404. Неоплаченный платёж платёжной системы сверяется с ' +
          'ней (не чаще раза в несколько секунд), так что страница возврата видит оплату и до ' +
          'уведомления.',
        security,
        params: PaymentParams,
        response: { 200: Payment, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => payments.get(currentUser(request), request.params.id, request.ip),
  );
};

export default ownPayments;
