import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Payment, PaymentParams } from '@storefront/shared/contract/finance';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { invalidField } from '../../../../lib/http-errors.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { errorResponses, security } from '../../../../schemas/openapi.ts';

const tags = ['finance'];
const OWNER = 'Только свой платёж: чужой — 404. Тело запроса не принимается (422).';

/**
 * These calls take no body; one sent anyway is refused (422 on `body`) before anything is read,
 * whatever its type, rather than silently dropped (json-body.ts drops bodies of routes without
 * a body schema).
 */
async function refuseBody(request: FastifyRequest) {
  const length = request.headers['content-length'];
  if ((length !== undefined && length !== '0') || request.headers['transfer-encoding']) {
    throw invalidField(['body'], MESSAGES.paymentActionTakesNoBody, 'extra_forbidden');
  }
}

/** /payments/{id}/confirm (the test provider's page) and /cancel (any provider's pending). */
const paymentActions: FastifyPluginAsyncTypebox = async (fastify) => {
  const payments = fastify.payments;
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', refuseBody);

  fastify.post(
    '/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Оплатить (тестовый провайдер)',
        description:
          `${OWNER} Только тестовый провайдер (иначе 409). Зачисление на баланс — ровно один ` +
          'раз; повтор отвечает платёж без изменений; отменённый — 409.',
        security,
        params: PaymentParams,
        response: { 200: Payment, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => payments.confirmByOwner(currentUser(request), request.params.id, request.ip),
  );

  fastify.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Отменить платёж',
        description:
          `${OWNER} Неоплаченный платёж любого провайдера; повтор отвечает платёж без ` +
          'изменений; оплаченный — 409. Если платёжная система всё же сообщит об оплате ' +
          'отменённого платежа, деньги зачисляются.',
        security,
        params: PaymentParams,
        response: { 200: Payment, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => payments.cancelByOwner(currentUser(request), request.params.id, request.ip),
  );
};

export default paymentActions;
