import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { badRequest } from '../../../../lib/http-errors.ts';
import { errorResponses } from '../../../../schemas/common.ts';
import { Payment } from '../../../../schemas/finance.ts';

/** Whatever the gateway posts; its adapter reads it and asks the gateway before anything. */
const Notification = Type.Object({}, { additionalProperties: true });

/**
 * POST /payments/notifications: a payment gateway's webhook (shop-spec 1.3: ЮKassa's shape).
 * No token: the body is only a hint, which the configured gateway's adapter confirms with the
 * gateway itself before the payment is settled (credited exactly once, however often it comes).
 */
const notifications: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/notifications',
    {
      schema: {
        tags: ['finance'],
        summary: 'Уведомление платёжной системы (webhook)',
        description:
          'Без токена. Адаптер платёжной системы подтверждает статус у неё самой; 200 — платёж ' +
          'проведён (повтор отвечает тем же), 400 — не уведомление этой платёжной системы ' +
          '(у тестового провайдера уведомлений нет).',
        body: Notification,
        response: { 200: Payment, ...errorResponses(400, 422) },
      },
    },
    async (request) => {
      const payment = await fastify.payments.settleFromGateway(request.body, request.ip);
      if (!payment) throw badRequest(MESSAGES.paymentNotificationUnknown);
      return payment;
    },
  );
};

export default notifications;
