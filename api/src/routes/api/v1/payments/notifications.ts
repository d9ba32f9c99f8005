import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Payment } from '@storefront/shared/contract/finance';
import { Type } from 'typebox';
import { publicSchema, taggedTexts } from '../../../../schemas/route-schema.ts';

/** Whatever the gateway posts (ЮKassa: {type, event, object: {id, status, ...}}): a hint. */
const Notification = Type.Object({}, { additionalProperties: true });
const NOTIFY = taggedTexts('finance')(
  'Уведомление платёжной системы (webhook)',
  'Без токена; только с адресов платёжной системы (YOOKASSA_NOTIFICATION_IPS), иначе ' +
    '403. Статус платежа запрашивается у платёжной системы: оплачен — зачисление (ровно ' +
    'один раз), отменён — отмена, ещё не оплачен — ничего; ответ 200 с платежом. 400 — ' +
    'платёжная система не знает такого платежа или он не наш (у тестового провайдера ' +
    'уведомлений нет); 503 — платёжная система не ответила (она повторит уведомление).',
);

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
      schema: publicSchema(NOTIFY, { body: Notification }, { 200: Payment }, 400, 403, 422, 503),
    },
    async (request) => fastify.payments.notification(request.body, request.ip, request.log),
  );
};

export default notifications;
