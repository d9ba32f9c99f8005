import {
  MyPaymentsQuery,
  Payment,
  PaymentBody,
  PaymentParams,
  PaymentsPage,
} from '@storefront/shared/contract/finance';
import { currentUser } from '../../../../plugins/app/auth.ts';
import {
  createSchema,
  querySchema,
  taggedTexts,
  tokenSchema,
} from '../../../../schemas/route-schema.ts';
import { createRoute } from '../create-route.ts';
import { guardedRoutes } from '../guarded-routes.ts';
import { listRoute } from '../list-route.ts';

const text = taggedTexts('finance');
const TOP_UP = text(
  'Пополнить баланс: создать платёж',
  'amount — строка, от 100 до 100 000 ₽ (иначе 422 «Минимальная сумма пополнения — ' +
    '100 ₽» / «Максимальная сумма пополнения — 100 000 ₽»). Ответ 201: платёж pending и ' +
    'confirmation_url, куда отправить браузер (/pay/{id} у тестового провайдера, страница ' +
    'ЮKassa у yookassa). 403 — администратору; 429 — больше PAYMENT_PENDING_LIMIT_PER_USER ' +
    'неоплаченных платежей или слишком частые попытки; 503 — платёжная система не ответила ' +
    '(платёж остаётся pending без адреса, его создание завершит периодическая проверка); ' +
    '502 — платёжная система отклонила платёж (он отменён).',
);
const MINE = text(
  'Мои платежи',
  'Свои пополнения, новые первыми; status — фильтр. Неоплаченный платёж можно продолжить ' +
    '(confirmation_url; пустая строка — платёжная система ещё не ответила) или отменить. ' +
    'Только покупатели: администратору — 403.',
);
const ONE = text(
  'Платёж',
  'Только свой платёж: чужой — 404. Неоплаченный платёж платёжной системы сверяется с ' +
    'ней (не чаще раза в несколько секунд), так что страница возврата видит оплату и до ' +
    'уведомления.',
);

/**
 * /payments: top-ups (shop-spec 1.3, issue 20). A buyer (not an admin) creates them; every
 * signed-in user reads their own.
 */
export default guardedRoutes('authenticate', (fastify) => {
  const payments = fastify.payments;

  createRoute(
    fastify,
    '/',
    {
      schema: createSchema(TOP_UP, PaymentBody, Payment, 401, 403, 422, 429, 502, 503),
      preHandler: fastify.paymentCreateRateLimit,
    },
    (viewer, body, ip) => payments.create(viewer, body.amount, ip),
  );

  listRoute(
    fastify,
    '/my',
    { schema: querySchema(MINE, MyPaymentsQuery, PaymentsPage, 401, 403, 422) },
    (query, p, request) => payments.mine(currentUser(request), query, p),
  );

  fastify.get(
    '/:id',
    { schema: tokenSchema(ONE, { params: PaymentParams }, { 200: Payment }, 401, 404, 422) },
    async (request) => payments.get(currentUser(request), request.params.id, request.ip),
  );
});
