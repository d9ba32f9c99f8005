import { Payment, PaymentParams } from '@storefront/shared/contract/finance';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../../i18n/messages.ts';
import { invalidField } from '../../../../lib/http-errors.ts';
import { currentUser } from '../../../../plugins/app/auth.ts';
import { taggedTexts, tokenSchema } from '../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../guarded-routes.ts';

const text = taggedTexts('finance');
const OWNER = 'Только свой платёж: чужой — 404. Тело запроса не принимается (422).';
const ACTIONS = [
  [
    'confirm',
    text(
      'Оплатить (тестовый провайдер)',
      `${OWNER} Только тестовый провайдер (иначе 409). Зачисление на баланс — ровно один ` +
        'раз; повтор отвечает платёж без изменений; отменённый — 409.',
    ),
    'confirmByOwner',
  ],
  [
    'cancel',
    text(
      'Отменить платёж',
      `${OWNER} Неоплаченный платёж любого провайдера; повтор отвечает платёж без ` +
        'изменений; оплаченный — 409. Если платёжная система всё же сообщит об оплате ' +
        'отменённого платежа, деньги зачисляются.',
    ),
    'cancelByOwner',
  ],
] as const;

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
export default guardedRoutes('authenticate', (fastify) => {
  const payments = fastify.payments;

  fastify.addHook('onRequest', refuseBody);

  for (const [action, actionText, run] of ACTIONS) {
    fastify.post(
      `/:id/${action}`,
      {
        schema: tokenSchema(
          actionText,
          { params: PaymentParams },
          { 200: Payment },
          401,
          404,
          409,
          422,
        ),
      },
      async (request) => payments[run](currentUser(request), request.params.id, request.ip),
    );
  }
});
