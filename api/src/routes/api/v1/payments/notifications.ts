import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { badRequest, forbidden, HttpError } from '../../../../lib/http-errors.ts';
import { GatewayError } from '../../../../plugins/app/finance/payment-provider.ts';
import { errorResponses } from '../../../../schemas/common.ts';
import { Payment } from '../../../../schemas/finance.ts';

/** Whatever the gateway posts (ЮKassa: {type, event, object: {id, status, ...}}): a hint. */
const Notification = Type.Object({}, { additionalProperties: true });

/**
 * POST /payments/notifications: the gateway's webhook (ЮKassa: payment.succeeded,
 * payment.canceled). It carries no signature, so it is taken only from the gateway's published
 * addresses (the client address as TRUST_PROXY gives it; anyone else: 403, nothing read), and
 * even then its body only names a payment, which is read from the gateway itself and settled as
 * the gateway says, exactly once.
 */
const notifications: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/notifications',
    {
      schema: {
        tags: ['finance'],
        summary: 'Уведомление платёжной системы (webhook)',
        description:
          'Без токена; только с адресов платёжной системы (YOOKASSA_NOTIFICATION_IPS), иначе ' +
          '403. Статус платежа запрашивается у платёжной системы: оплачен — зачисление (ровно ' +
          'один раз), отменён — отмена, ещё не оплачен — ничего; ответ 200 с платежом. 400 — ' +
          'платёжная система не знает такого платежа или он не наш (у тестового провайдера ' +
          'уведомлений нет); 503 — платёжная система не ответила (она повторит уведомление).',
        body: Notification,
        response: { 200: Payment, ...errorResponses(400, 403, 422, 503) },
      },
    },
    async (request) => {
      const provider = fastify.paymentProvider;
      if (provider.ownerSettles) throw badRequest(MESSAGES.paymentNotificationUnknown);
      if (!provider.acceptsNotificationFrom(request.ip)) {
        request.log.warn({ ip: request.ip }, 'payment notification from a foreign address');
        throw forbidden(MESSAGES.paymentNotificationForbidden);
      }
      try {
        const payment = await fastify.payments.settleFromGateway(request.body, request.ip);
        if (!payment) throw badRequest(MESSAGES.paymentNotificationUnknown);
        return payment;
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        request.log.warn({ err }, 'payment notification: the gateway did not answer');
        throw new HttpError(503, MESSAGES.paymentCheckUnavailable);
      }
    },
  );
};

export default notifications;
